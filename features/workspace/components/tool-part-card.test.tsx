// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locales";
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
  it.each(LOCALES)("%s", (locale) => {
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
