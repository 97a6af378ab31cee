// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { UIMessage } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import type { MaterialHit } from "../lib/tool-schemas";
import { CitedAnswer } from "./cited-answer";
import { MaterialStep } from "./material-step-view";

afterEach(cleanup);

const hit = (ref: string, extra: Partial<MaterialHit> = {}): MaterialHit => ({
  ref,
  sourceId: "src-1",
  kind: "upload",
  title: "Lecture notes",
  path: null,
  lineStart: 12,
  lineEnd: 15,
  pageStart: 3,
  pageEnd: 3,
  snippet: "A Pod is the smallest deployable unit.",
  channels: ["keyword", "semantic"],
  ...extra,
});

function message(answer: string | null, hits = [hit("S1")]): UIMessage {
  return {
    id: "m",
    role: "assistant",
    parts: [
      { type: "reasoning", text: "The learner asks what a pod is." },
      {
        type: "tool-searchMaterial",
        toolCallId: "c1",
        state: "output-available",
        input: { query: "pod" },
        output: { ok: true, query: "pod", search: { mode: "hybrid" }, hits },
      },
      ...(answer === null ? [] : [{ type: "text", text: answer }]),
    ],
  } as UIMessage;
}

describe("the steps timeline", () => {
  it("shows thought, action and observation while the tutor works; hits open their passage", () => {
    const onOpen = vi.fn();
    const m = message(null);
    renderWithLocale(<MaterialStep part={m.parts[1]!} message={m} index={1} onOpen={onOpen} />);
    const step = screen.getByTestId("material-step");
    expect(step.dataset.expanded).toBe("true");
    expect(step.textContent).toContain("The learner asks what a pod is.");
    expect(step.textContent).toContain("Searched your material for “pod”");
    expect(step.textContent).toContain("1 relevant passage");
    const row = screen.getByTestId("material-hit");
    expect(row.textContent).toContain("S1");
    expect(row.textContent).toContain("Lecture notes · p. 3 · lines 12–15");
    expect(row.textContent).toContain("keyword + semantic");
    fireEvent.click(row);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ ref: "S1", sourceId: "src-1", lineStart: 12 }));
  });

  it("folds once the answer streams, and the toggle (a button with aria-expanded) reopens it", () => {
    const m = message("A Pod is … [S1]");
    renderWithLocale(<MaterialStep part={m.parts[1]!} message={m} index={1} onOpen={() => {}} />);
    const step = screen.getByTestId("material-step");
    const toggle = within(step).getAllByRole("button")[0]!;
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    // Folded means gone (AnimatePresence removes it after its fold), so it can't be reached by tab or reader.
    expect(step.querySelector("dl")).toBeNull();
    expect(toggle.hasAttribute("aria-controls")).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(step.querySelector("dl")).not.toBeNull();
    expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")?.contains(step.querySelector("dl"))).toBe(true);
  });

  it("says so when nothing matched, in Chinese too", () => {
    const m = message(null, []);
    renderWithLocale(<MaterialStep part={m.parts[1]!} message={m} index={1} onOpen={() => {}} />, "zh");
    expect(screen.getByTestId("material-step").textContent).toContain("你的资料没有涉及这一点");
  });
});

describe("citation chips", () => {
  it("a verified chip opens its passage; an unverified one is labelled and opens nothing; code stays code", async () => {
    const onOpen = vi.fn();
    const text = "A Pod is the unit [S1]. Also [S9]. Write `[S1]` to cite.";
    renderWithLocale(<CitedAnswer text={text} message={message(text)} onOpen={onOpen} />);
    // The markdown renderer loads on demand: the chips appear once it is there.
    const links = await screen.findAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["S1", "S9 · unverified"]);
    fireEvent.click(links[1]!);
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(links[0]!);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ ref: "S1", lineStart: 12, lineEnd: 15 }));
    expect(screen.getByTestId("cited-answer").querySelector("code")?.textContent).toBe("[S1]");
  });

  it("labels unverified chips in Chinese", async () => {
    const text = "说明【S4】";
    renderWithLocale(<CitedAnswer text={text} message={message(text)} onOpen={() => {}} />, "zh");
    expect((await screen.findByRole("link")).textContent).toBe("S4 · 未核实");
  });
});
