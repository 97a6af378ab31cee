// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "@/lib/i18n/messages";
import { useMaterialAttachments } from "../hooks/use-material-attachments";
import { interviewMessages } from "./interview-messages";
import { MaterialAttachments } from "./material-attachments";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const strings = messagesFor(interviewMessages, "en");

function Harness() {
  const material = useMaterialAttachments("iv_test");
  return (
    <>
      <output data-testid="ready-ids">{material.readyIds.join(",")}</output>
      <MaterialAttachments
        strings={strings.material}
        attachments={material.attachments}
        onFiles={(files) => void material.attach(files)}
        onRemove={material.remove}
      />
    </>
  );
}

const summary = (id: string, status: string, error: string | null = null) => ({
  id,
  title: "chapter",
  fileName: "chapter.md",
  status,
  error,
});

/** A server that accepts documents as "reading" and reports them ready (or failed) on the next status poll. */
function stubServer(finalStatus: "ready" | "failed") {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url });
      if (method === "POST") {
        const files = (init?.body as FormData).getAll("file") as File[];
        return Response.json(
          { results: files.map((file, index) => ({ ok: true, fileName: file.name, source: summary(`src_${index}`, "reading") })) },
          { status: 202 },
        );
      }
      if (method === "DELETE") return new Response(null, { status: 204 });
      return Response.json({ sources: [summary("src_0", finalStatus, finalStatus === "failed" ? "The PDF is encrypted." : null)] });
    }),
  );
  return calls;
}

const input = () => screen.getByTestId("material-input");
const choose = (...files: File[]) => fireEvent.change(input(), { target: { files } });

describe("attaching material on /create", () => {
  it("a document goes uploading → reading → ready; a picture and an oversized file are refused with their reasons", async () => {
    const calls = stubServer("ready");
    render(<Harness />);
    // The picker is a real, named button.
    expect(screen.getByRole("button", { name: "Attach material" })).toBeTruthy();

    const huge = new File(["x"], "huge.pdf");
    Object.defineProperty(huge, "size", { value: 21 * 1024 * 1024 });
    choose(new File(["# A\n## B"], "chapter.md"), new File(["png"], "photo.png"), huge);

    const items = () => screen.getAllByTestId("material-item");
    expect(items()).toHaveLength(3);
    expect(items()[1]?.textContent).toContain("Not a supported document");
    expect(items()[2]?.textContent).toContain("Larger than 20 MB");
    await waitFor(() => expect(items()[0]?.getAttribute("data-step")).toBe("reading"));
    // Only the document was uploaded.
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
    await waitFor(() => expect(items()[0]?.textContent).toContain("Ready"), { timeout: 4000 });
    expect(screen.getByTestId("ready-ids").textContent).toBe("src_0");

    fireEvent.click(screen.getByRole("button", { name: "Remove chapter.md" }));
    expect(screen.getAllByTestId("material-item")).toHaveLength(2);
    expect(calls.at(-1)).toMatchObject({ method: "DELETE", url: "/api/interview/material?interviewId=iv_test&id=src_0" });
    expect(screen.getByTestId("ready-ids").textContent).toBe("");
  });

  it("a document the server cannot read shows failed with the server's reason", async () => {
    stubServer("failed");
    render(<Harness />);
    choose(new File(["%PDF"], "locked.pdf"));
    await waitFor(() => expect(screen.getByTestId("material-item").textContent).toContain("The PDF is encrypted."), { timeout: 4000 });
    expect(screen.getByTestId("material-item").getAttribute("data-step")).toBe("failed");
  });

  it("every file refused by the server (an error response): each shows the server's sentence", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          {
            error: {
              code: "unsupported_media_type",
              message: "not a document",
              details: {
                results: [
                  {
                    ok: false,
                    fileName: "notes.txt",
                    status: 415,
                    code: "unsupported_media_type",
                    message: "“notes.txt” is not a supported document.",
                  },
                ],
              },
            },
          },
          { status: 415 },
        ),
      ),
    );
    render(<Harness />);
    choose(new File(["\u0000\u0001"], "notes.txt"));
    await waitFor(() => expect(screen.getByTestId("material-item").textContent).toContain("“notes.txt” is not a supported document."));
  });

  it("more than three documents: the fourth is refused before upload", async () => {
    stubServer("ready");
    render(<Harness />);
    choose(...[1, 2, 3, 4].map((n) => new File(["# x"], `c${n}.md`)));
    expect(screen.getAllByTestId("material-item")[3]?.textContent).toContain("At most 3 documents");
  });

  it("removed while still uploading: once the server answers, the document is removed there too", async () => {
    let answer: (response: Response) => void = () => undefined;
    const deletes: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init?: RequestInit) => {
        if (init?.method === "DELETE") {
          deletes.push(url);
          return Promise.resolve(new Response(null, { status: 204 }));
        }
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    render(<Harness />);
    choose(new File(["# A"], "chapter.md"));
    expect(screen.getByTestId("material-item").getAttribute("data-step")).toBe("uploading");
    fireEvent.click(screen.getByRole("button", { name: "Remove chapter.md" }));
    expect(screen.queryAllByTestId("material-item")).toHaveLength(0);
    answer(Response.json({ results: [{ ok: true, fileName: "chapter.md", source: summary("src_late", "queued") }] }, { status: 202 }));
    await waitFor(() => expect(deletes).toEqual(["/api/interview/material?interviewId=iv_test&id=src_late"]));
    expect(screen.queryAllByTestId("material-item")).toHaveLength(0);
  });
});
