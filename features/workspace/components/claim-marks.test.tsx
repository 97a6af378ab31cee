// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { messagesFor } from "@/lib/i18n/messages";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";
import { workspaceMessageMetadataSchema } from "../contract";
import { ClaimMarks } from "./claim-marks";
import { tutorMessages } from "./workspace-messages";

afterEach(() => cleanup());

describe("ClaimMarks", () => {
  it.each(LOCALES)("says under the answer which claims are not true (%s)", (locale) => {
    const t = messagesFor(tutorMessages, locale);
    // What the server stored, read back through the message metadata schema as the pane reads it.
    const metadata = workspaceMessageMetadataSchema.parse({
      claims: [
        { kind: "not-done", claim: "I've updated notes/x.md." },
        { kind: "awaiting-approval", claim: "I saved your summary." },
        { kind: "not-grounded", claim: "根据你的资料，Pod 是最小的部署单元。" },
      ],
    });
    render(<ClaimMarks marks={metadata.claims} t={t} />);
    const marks = screen.getAllByRole("listitem");
    expect(marks.map((mark) => mark.getAttribute("data-kind"))).toEqual(["not-done", "awaiting-approval", "not-grounded"]);
    expect(marks[0]!.textContent).toBe(`${t.claimNotDone} “I've updated notes/x.md.”`);
    expect(marks[1]!.textContent).toContain(t.claimAwaiting);
    expect(marks[2]!.textContent).toContain(t.claimNotGrounded);
    expect(new Set([t.claimNotDone, t.claimAwaiting, t.claimNotGrounded]).size).toBe(3);
  });

  it("renders nothing for a message with no marks", () => {
    const { container } = render(<ClaimMarks marks={undefined} t={messagesFor(tutorMessages, DEFAULT_LOCALE)} />);
    expect(container.innerHTML).toBe("");
  });
});
