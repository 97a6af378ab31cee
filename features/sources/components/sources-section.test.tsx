// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { fileOf, listOf, scriptedClient, sourceSummary } from "@/tests/support/sources/ui-fixtures";
import { SourcesSection } from "./sources-section";

afterEach(() => {
  cleanup();
});

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function pick(files: File[]) {
  const input = screen.getByTestId("sources-input");
  Object.defineProperty(input, "files", { configurable: true, value: files });
  fireEvent.change(input);
}

describe("SourcesSection", () => {
  it("explains what sources are when there are none, and says which search is active and why semantic is off", async () => {
    const client = scriptedClient([listOf([], { mode: "keyword", note: "This PostgreSQL server has no pgvector." })]);
    renderWithLocale(<SourcesSection courseId="c1" onOpen={vi.fn()} client={client} />);
    await settle();
    expect(screen.getByTestId("sources-empty").textContent).toContain("lecture notes");
    expect(screen.getByTestId("search-mode").textContent).toBe(
      "Search: keyword · Semantic search is off: This PostgreSQL server has no pgvector.",
    );
  });

  it("names the embedding model in hybrid mode, in Chinese too", async () => {
    const client = scriptedClient([listOf([], { mode: "hybrid", embeddingModel: "bge-m3" })]);
    renderWithLocale(<SourcesSection courseId="c1" onOpen={vi.fn()} client={client} />, "zh");
    await settle();
    expect(screen.getByTestId("search-mode").textContent).toBe("检索：关键词 + 语义（bge-m3）");
    expect(screen.getByRole("heading", { name: "资料" })).toBeTruthy();
  });

  it("shows each refused file of a multi-file upload with its own reason (413, 415), and the accepted one as a row", async () => {
    const client = scriptedClient([listOf([])]);
    client.upload.mockResolvedValue({
      results: [
        { ok: true, fileName: "notes.md", source: sourceSummary("n1", "queued", { title: "notes" }) },
        { ok: false, fileName: "scan.pdf", status: 413, code: "payload_too_large", message: "scan.pdf is over 20 MB." },
        { ok: false, fileName: "<b>tool</b>.exe", status: 415, code: "unsupported_media_type", message: "" },
      ],
    });
    client.list.mockResolvedValue(listOf([sourceSummary("n1", "reading", { title: "notes" })]));
    renderWithLocale(<SourcesSection courseId="c1" onOpen={vi.fn()} client={client} />);
    await settle();
    pick([fileOf("notes.md"), fileOf("scan.pdf"), fileOf("<b>tool</b>.exe")]);
    await settle();
    const refusals = screen.getAllByTestId("source-refusal").map((item) => item.textContent);
    expect(refusals[0]).toContain("scan.pdf was not added: scan.pdf is over 20 MB.");
    expect(refusals[1]).toContain("<b>tool</b>.exe was not added: this type of file can't be read");
    const row = screen.getByTestId("source-item");
    expect(within(row).getByTestId("source-title").textContent).toBe("notes");
    expect(within(row).getByTestId("source-status").textContent).toContain("Reading");

    fireEvent.click(screen.getByRole("button", { name: "Dismiss: scan.pdf" }));
    expect(screen.getAllByTestId("source-refusal")).toHaveLength(1);
  });

  it("shows why a source failed, right under it", async () => {
    const client = scriptedClient([listOf([sourceSummary("a", "failed", { title: "Encrypted paper" })])]);
    renderWithLocale(<SourcesSection courseId="c1" onOpen={vi.fn()} client={client} />);
    await settle();
    expect(screen.getByTestId("source-error").textContent).toBe(
      "Failed: The PDF is encrypted; export it without a password and add it again.",
    );
  });

  it("opens a source, renames it through a dialog and removes it only after confirming", async () => {
    const source = sourceSummary("a", "ready", { title: "Old title" });
    const client = scriptedClient([listOf([source])]);
    client.rename.mockImplementation(async (_course, _id, title) => ({ ...source, title }));
    const onOpen = vi.fn();
    renderWithLocale(<SourcesSection courseId="c1" onOpen={onOpen} client={client} />);
    await settle();

    fireEvent.click(screen.getByTestId("source-open"));
    expect(onOpen).toHaveBeenCalledWith(source);

    fireEvent.click(screen.getByRole("button", { name: "Rename: Old title" }));
    const input = screen.getByTestId("rename-input") as HTMLInputElement;
    expect(input.value).toBe("Old title");
    fireEvent.change(input, { target: { value: "  讲义 第一章  " } });
    fireEvent.submit(input.closest("form")!);
    await settle();
    expect(client.rename).toHaveBeenCalledWith("c1", "a", "讲义 第一章");
    expect(screen.getByTestId("source-title").textContent).toBe("讲义 第一章");
    expect(screen.queryByTestId("rename-input")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Remove: 讲义 第一章" }));
    const dialog = screen.getByTestId("remove-dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(client.remove).not.toHaveBeenCalled();
    expect(screen.getAllByTestId("source-item")).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Remove: 讲义 第一章" }));
    fireEvent.click(screen.getByTestId("remove-dialog-submit"));
    await settle();
    expect(client.remove).toHaveBeenCalledWith("c1", "a");
    expect(screen.queryAllByTestId("source-item")).toHaveLength(0);
  });

  it("keeps pasted text in the dialog when the server refuses it, with the reason", async () => {
    const client = scriptedClient([listOf([])]);
    client.paste.mockResolvedValue({
      results: [{ ok: false, fileName: "Pasted text", status: 413, code: "payload_too_large", message: "" }],
    });
    renderWithLocale(<SourcesSection courseId="c1" onOpen={vi.fn()} client={client} />);
    await settle();
    fireEvent.click(screen.getByTestId("sources-paste"));
    fireEvent.change(screen.getByTestId("paste-text"), { target: { value: "所有权规则：每个值都有一个所有者。" } });
    fireEvent.submit(screen.getByTestId("paste-text").closest("form")!);
    await settle();
    expect(client.paste).toHaveBeenCalledWith("c1", { title: "Pasted text", text: "所有权规则：每个值都有一个所有者。" });
    expect(within(screen.getByTestId("paste-dialog")).getByRole("alert").textContent).toContain("larger than 20 MB");
    expect((screen.getByTestId("paste-text") as HTMLTextAreaElement).value).toBe("所有权规则：每个值都有一个所有者。");
  });
});
