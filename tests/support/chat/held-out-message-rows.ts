/**
 * Test support for the offline chat on held-out sets of learner messages (not a test file): the row
 * a message is written as — what came before, what the learner says, and what the tutor must do
 * first — and the check each set runs on every row, so a set's file holds only its rows.
 */
import { expect, it } from "vitest";
import { CHAT_TOOL } from "@/features/chat/contract";
import { isQuizRequest, quizTopic } from "@/lib/ai/offline/text/quiz-request";
import type { Locale } from "@/lib/i18n/locales";
import { offlineChat, toolTurn } from "./offline-chat-kit";

const HAN = /\p{Script=Han}/u;

/** Earlier messages, the message, the tool the tutor calls first (or "cannot"), and the subject it passes (null: not checked). */
export type MessageRow = [earlier: string[], text: string, tool: string | "cannot", subject: string | null];

/**
 * One test per row, in a chat whose UI is in English: the row's tool with the row's subject as its
 * topic or query (case aside); or, for "cannot", no tool call and a plain "can't do that offline".
 */
export function itRoutesEachMessage(rows: MessageRow[]) {
  it.each(rows)("%j %s", (earlier, text, tool, subject) => {
    const zh = HAN.test(text);
    const reply = offlineChat([...earlier, text]);
    if (tool === "cannot") {
      expect(reply.toolCall).toBeUndefined();
      expect(reply.text).toMatch(zh ? /离线时我做不到/ : /I can't do that offline/);
      return;
    }
    expect(reply.toolCall?.toolName).toBe(tool);
    const input = reply.toolCall?.input as Record<string, string>;
    if (subject) expect((input.topic ?? input.query ?? "").toLowerCase()).toBe(subject.toLowerCase());
  });
}

/**
 * One test per row, in a chat whose UI is in the other language than the message: the row's tool
 * (after noting the learner first, when the tutor does) with the row's subject as its topic, query or
 * goal; or, for "cannot", no tool call and "can't do that offline" in the learner's language.
 */
export function itRoutesEachMessageWhateverTheUiLanguage(rows: MessageRow[]) {
  it.each(rows)("%j %s", (earlier, text, tool, subject) => {
    const zh = HAN.test(text);
    let reply = offlineChat([...earlier, text], "default", [], zh ? "en" : "zh");
    // "i don't get pointers" is also something to remember about the learner: noted first, then answered.
    if (tool !== CHAT_TOOL.updateLearnerNote && reply.toolCall?.toolName === CHAT_TOOL.updateLearnerNote) {
      reply = offlineChat([...earlier, text], "default", toolTurn(CHAT_TOOL.updateLearnerNote, { ok: true }), zh ? "en" : "zh");
    }
    if (tool === "cannot") {
      expect(reply.toolCall).toBeUndefined();
      expect(reply.text).toMatch(zh ? /离线时.*做不到/ : /can't do that offline/i);
      // In the learner's language, whatever the UI's.
      expect(HAN.test(reply.text ?? "")).toBe(zh);
      return;
    }
    expect(reply.toolCall?.toolName).toBe(tool);
    if (!subject) return;
    const input = reply.toolCall?.input as Record<string, string>;
    const said = input.topic ?? input.query ?? input.goal ?? "";
    expect(said.toLowerCase()).toBe(subject.toLowerCase());
  });
}

/**
 * What the tutor does first: a tool whose subject matches `input`, nothing (in `cannot`'s language), a
 * quiz request on a topic, or — for thanks and small talk — a short reply in the learner's language.
 */
export type FirstMove = { tool: string; input: RegExp } | { cannot: Locale } | { quiz: RegExp | null } | { smallTalk: true };
export type FirstMoveRow = [messages: string[], want: FirstMove];

/** One test per row (titled by its messages): the last message's first move is the row's. */
export function itMakesEachFirstMove(rows: FirstMoveRow[]) {
  it.each(rows)("%j", (messages, want) => {
    const said = messages.at(-1)!;
    if ("quiz" in want) {
      expect(isQuizRequest(said)).toBe(true);
      expect(quizTopic(said)).toEqual(want.quiz === null ? null : expect.stringMatching(want.quiz));
      // The chat draws and grades no questions: no learner-note goal, no plan, said in the learner's language.
      const reply = offlineChat(messages);
      expect(reply.toolCall).toBeUndefined();
      expect(reply.text).not.toMatch(/here is how I would approach|我会这样入手/);
      expect(HAN.test(reply.text ?? "")).toBe(HAN.test(said));
      return;
    }
    const reply = offlineChat(messages);
    if ("smallTalk" in want) {
      // Answered as said: no tool, no plan for the last subject, no "I can't tell what to look into".
      expect(reply.toolCall).toBeUndefined();
      expect(reply.text).not.toMatch(
        /here is how I would approach|我会这样入手|can't tell what to look into|读不出要讲什么|can't do that offline|做不到/,
      );
      expect(HAN.test(reply.text ?? "")).toBe(HAN.test(said));
      return;
    }
    if ("cannot" in want) {
      expect(reply.toolCall).toBeUndefined();
      expect(HAN.test(reply.text ?? "")).toBe(want.cannot === "zh");
      return;
    }
    expectFirstTool(reply, want);
  });
}

/**
 * What the tutor does next, once any learner note is written: a tool whose subject matches `input`,
 * a quiz request on a topic, or — for a message that names nothing to look up (a greeting, thanks,
 * "tell me more" opening a chat) or work the offline model cannot do — nothing, without a plan posing
 * as an answer.
 */
export type NextMove = { tool: string; input: RegExp } | { nothing: true } | { quiz: RegExp };
export type NextMoveRow = [messages: string[], want: NextMove];

/**
 * One test per row (titled by its messages): the last message's move is the row's. A struggle ("I
 * don't get recursion") may be noted in the learner note first; the move after the note is checked.
 */
export function itMakesEachMoveAfterAnyNote(rows: NextMoveRow[]) {
  it.each(rows)("%j", (messages, want) => {
    const said = messages.at(-1)!;
    let reply = offlineChat(messages);
    if ("tool" in want && want.tool !== CHAT_TOOL.updateLearnerNote && reply.toolCall?.toolName === CHAT_TOOL.updateLearnerNote)
      reply = offlineChat(messages, "default", toolTurn(CHAT_TOOL.updateLearnerNote, { ok: true }));
    if ("quiz" in want) {
      expect(isQuizRequest(said)).toBe(true);
      expect(quizTopic(said)).toMatch(want.quiz);
      expect(reply.toolCall).toBeUndefined();
      expect(HAN.test(reply.text ?? "")).toBe(HAN.test(said));
      return;
    }
    if ("nothing" in want) {
      expect(reply.toolCall).toBeUndefined();
      expect(reply.text).not.toMatch(/here is how I would approach|我会这样入手/);
      expect(HAN.test(reply.text ?? "")).toBe(HAN.test(said));
      return;
    }
    expectFirstTool(reply, want);
  });
}

/** The reply calls `want.tool`, with a subject (its topic, query, goal, note or question) matching `want.input`. */
function expectFirstTool(reply: ReturnType<typeof offlineChat>, want: { tool: string; input: RegExp }) {
  expect(reply.toolCall?.toolName).toBe(want.tool);
  const input = (reply.toolCall?.input ?? {}) as Record<string, unknown>;
  const value = input.topic ?? input.query ?? input.goal ?? input.note ?? input.question;
  expect(String(value ?? "")).toMatch(want.input);
}
