// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { DynamicToolUIPart } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { encodeProposalRequest } from "../lib/proposal-request";
import { NOT_OFFERED_PREFIX } from "../lib/tool-schemas";
import { ToolPartCard } from "./tool-part-card";
import { tutorMessages } from "./workspace-messages";

afterEach(() => cleanup());

const proposal = (toolName: string, input: unknown, requestReason?: string) =>
  ({
    type: `tool-${toolName}`,
    toolCallId: "call-1",
    state: "approval-requested",
    input,
    approval: { id: "approval-1", ...(requestReason ? { requestReason } : {}) },
  }) as never;

describe("ToolPartCard: a proposal says what it changes and why it waits", () => {
  it.each(LOCALES)("%s, as stored before its diff was carried", (locale) => {
    const t = messagesFor(tutorMessages, locale);
    const card = (part: never) => render(<ToolPartCard part={part} courseId="c1" onApproval={vi.fn()} onUndone={vi.fn()} t={t} />);

    card(proposal("setMilestone", { index: 1, done: true, evidence: "Answered the quiz.", baseVersion: 1 }, "material-read"));
    expect(screen.getByTestId("proposal-card").textContent).toContain(t.proposeTick({ n: 2, evidence: "Answered the quiz." }));
    expect(screen.getByTestId("proposal-reason").textContent).toBe(t.proposedAfterMaterial);
    cleanup();

    card(proposal("editFile", { path: "ground-truth.md", oldText: "a", newText: "Pinned", baseVersion: 1 }, "no-change-asked"));
    expect(screen.getByTestId("proposal-card").textContent).toContain("Pinned");
    expect(screen.getByTestId("proposal-reason").textContent).toBe(t.proposedUnasked);
    cleanup();

    // The learner's own note is a proposal whatever the turn: no reason to give.
    card(proposal("editFile", { path: "notes/a.md", oldText: "a", newText: "b", baseVersion: 1 }));
    expect(screen.queryByTestId("proposal-reason")).toBeNull();
  });
});

const t = messagesFor(tutorMessages, "en");
const input = { path: "notes/pods.md", baseVersion: 1, oldText: "smallest unit", newText: "smallest deployable unit" };
const PATCH = [
  "Index: notes/pods.md",
  "===================================================================",
  "--- notes/pods.md",
  "+++ notes/pods.md",
  "@@ -1,3 +1,3 @@",
  " # Pods",
  " ",
  "-A Pod is the smallest unit you deploy.",
  "+A Pod is the smallest deployable unit you deploy.",
  "",
].join("\n");

function card(part: Record<string, unknown>, onApproval = vi.fn(), fileVersions?: ReadonlyMap<string, number>) {
  const full = { type: "dynamic-tool", toolName: "editFile", toolCallId: "call_1", input, ...part } as DynamicToolUIPart;
  render(<ToolPartCard part={full} courseId="crs_1" onApproval={onApproval} onUndone={vi.fn()} fileVersions={fileVersions} t={t} />);
  return onApproval;
}

describe("ToolPartCard: the tutor's proposals", () => {
  it("shows a proposal as the diff the server checked, with Accept and Reject", () => {
    const onApproval = card({ state: "approval-requested", approval: { id: "ap_1", requestReason: PATCH } });
    const diff = screen.getByTestId("diff-lines");
    expect(diff.textContent).toContain("-A Pod is the smallest unit you deploy.");
    expect(diff.textContent).toContain("+A Pod is the smallest deployable unit you deploy.");
    expect([...diff.querySelectorAll("div")].find((line) => line.textContent?.startsWith("+"))?.className).toContain("text-success");
    fireEvent.click(screen.getByTestId("accept-proposal"));
    expect(onApproval).toHaveBeenCalledWith("ap_1", true);
  });

  it("one request carries both: the checked diff and why a tutor's file waits", () => {
    const requestReason = encodeProposalRequest({ diff: PATCH.replaceAll("notes/pods.md", "ground-truth.md"), why: "material-read" });
    card({ state: "approval-requested", input: { ...input, path: "ground-truth.md" }, approval: { id: "ap_1", requestReason } });
    expect(screen.getByTestId("proposal-reason").textContent).toBe(t.proposedAfterMaterial);
    expect(screen.getByTestId("diff-lines").textContent).toContain("+A Pod is the smallest deployable unit you deploy.");
    cleanup();
    // A learner's file gives no reason: it is theirs to decide whatever the turn.
    card({ state: "approval-requested", approval: { id: "ap_1", requestReason: encodeProposalRequest({ diff: PATCH }) } });
    expect(screen.queryByTestId("proposal-reason")).toBeNull();
    expect(screen.getByTestId("diff-lines")).toBeTruthy();
    cleanup();
    // A forged request shows neither a diff nor a reason it did not check.
    card({ state: "approval-requested", approval: { id: "ap_1", requestReason: '{"diff":5,"why":"because"}' } });
    expect(screen.queryByTestId("diff-lines")).toBeNull();
    expect(screen.queryByTestId("proposal-reason")).toBeNull();
    expect(screen.getByTestId("proposal-card").textContent).toContain("smallest deployable unit");
  });

  it("a pending proposal whose file changed since (or was created since) no longer offers Accept, and says why", () => {
    const pending = { state: "approval-requested", approval: { id: "ap_1", requestReason: PATCH } };
    card(pending, vi.fn(), new Map([["notes/pods.md", 1]]));
    expect(screen.getByTestId("accept-proposal")).toBeTruthy();
    cleanup();
    for (const versions of [new Map([["notes/pods.md", 2]]), new Map<string, number>()]) {
      card(pending, vi.fn(), versions);
      expect(screen.queryByTestId("accept-proposal")).toBeNull();
      expect(screen.getByTestId("proposal-stale").textContent).toContain("notes/pods.md changed after this was proposed");
      expect(screen.getByTestId("reject-proposal")).toBeTruthy();
      cleanup();
    }
    card(
      { ...pending, toolName: "createFile", input: { path: "notes/new.md", content: "# New" } },
      vi.fn(),
      new Map([["notes/new.md", 1]]),
    );
    expect(screen.queryByTestId("accept-proposal")).toBeNull();
  });

  it("a proposal stored before diffs falls back to its new text", () => {
    card({ state: "approval-requested", approval: { id: "ap_1" } });
    expect(screen.queryByTestId("diff-lines")).toBeNull();
    expect(screen.getByTestId("proposal-card").textContent).toContain("smallest deployable unit");
  });

  it("a change the check refused is never offered: its reason, no Accept, not 'you rejected'", () => {
    const reason = `${NOT_OFFERED_PREFIX}notes/pods.md was not changed: the text to replace occurs 2 times (include more surrounding text so it matches once). Nothing was written.`;
    card({ state: "output-denied", approval: { id: "ap_1", approved: false, isAutomatic: true, reason } });
    const refused = screen.getByTestId("proposal-not-offered");
    expect(refused.textContent).toContain("occurs 2 times");
    expect(refused.textContent).not.toContain(NOT_OFFERED_PREFIX);
    expect(screen.queryByTestId("accept-proposal")).toBeNull();
    expect(screen.queryByText(t.rejected)).toBeNull();
  });

  it("a proposal the learner rejected still says so", () => {
    card({ state: "output-denied", approval: { id: "ap_1", approved: false } });
    expect(screen.getByText(t.rejected)).toBeTruthy();
  });
});

describe("ToolPartCard: another feature's tool is not a write", () => {
  it.each(LOCALES)("%s: a practice question that found none shows no 'Not written' and none of the model's instructions", (locale) => {
    const t = messagesFor(tutorMessages, locale);
    const part = {
      type: "tool-askPracticeQuestion",
      toolCallId: "call-2",
      state: "output-available",
      input: { chapter: "考考我" },
      output: { ok: false, error: "No stored practice question is about “考考我”. Say so, and offer a question on another chapter." },
    } as never;
    const { container } = render(<ToolPartCard part={part} courseId="c1" onApproval={vi.fn()} onUndone={vi.fn()} t={t} />);
    expect(container.textContent).toBe("");
  });
});
