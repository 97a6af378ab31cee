/**
 * Test support for the offline workspace tutor's replies on held-out requests (not a test file): what
 * a reply must never claim, and the check a held-out set runs on each request the offline tutor
 * cannot do — a plain refusal in the learner's language, whatever the UI's, proposing nothing.
 */
import { expect, it } from "vitest";
import { createWorkspaceTutor } from "@/features/workspace/offline/workspace-tutor";
import { searchGrounding, tutorTurn } from "./offline-tutor-kit";

export const hasHan = (text: string | undefined) => /\p{Script=Han}/u.test(text ?? "");

/** Words saying something was done: a reply says them only when a tool call did it. */
export const CLAIM =
  /\b(?:done|added|saved|updated|changed|created|translated|ran|searched the web)\b|已(?:添加|保存|修改|更新|完成|翻译|运行)|完成/iu;

/** A request, and the lines selected with it (none: undefined). */
export type CannotRow = [text: string, lines: string | undefined];

/** One test per row: on an English and a Chinese UI, no tool call, "can't do that offline" in the request's language, no claim. */
export function itRefusesEachOffline(rows: CannotRow[]) {
  const tutor = createWorkspaceTutor(searchGrounding);
  it.each(rows)("says plainly it can't do %s offline, in the learner's language, proposing nothing", (text, lines) => {
    for (const language of ["en", "zh"] as const) {
      const reply = tutor(tutorTurn(language, text, { lines }));
      expect(reply.toolCall).toBeUndefined();
      expect(reply.text).toMatch(hasHan(text) ? /^离线时我做不到/ : /^I can't do that offline/);
      expect(hasHan(reply.text)).toBe(hasHan(text));
      expect(reply.text).not.toMatch(CLAIM);
    }
  });
}
