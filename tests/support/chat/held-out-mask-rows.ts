/**
 * Test support for the offline chat's five masks on held-out messages (not a test file): the row a
 * message is written as — what came before, what the learner says, and the passages the course
 * search finds — and the check each row runs: five different voices, each quoting only those passages.
 */
import { expect, it } from "vitest";
import { CHAT_TOOL } from "@/features/chat/contract";
import { MASK_IDS } from "@/features/chat/lib/chat-limits";
import { offlineChat, quotesOf, toolTurn } from "./offline-chat-kit";

const HAN = /\p{Script=Han}/u;

export interface MaskPassage {
  title: string;
  href: string;
  where: string;
  text: string;
}

/** A passage of the course `title` at `where` (path:lines), reading `text`. */
export const passage = (title: string, where: string, text: string): MaskPassage => ({ title, href: "/courses/c1", where, text });

export interface MaskRow {
  earlier: string[];
  said: string;
  passages: MaskPassage[];
}

/**
 * One test per row: the message is searched for; each mask answers from the passages in a voice of
 * its own (its framing and its close differ), in the learner's language, quoting only the passages'
 * lines; the coach challenges, the rationalist asks for the definition, the mentor encourages.
 */
export function itAnswersEachInFiveVoices(rows: MaskRow[]) {
  it.each(rows)("$said: five different voices, each quoting only the learner's own lines", ({ earlier, said, passages }) => {
    const asked = offlineChat([...earlier, said]);
    expect(asked.toolCall?.toolName).toBe(CHAT_TOOL.searchMyCourses);
    const replies = Object.fromEntries(
      MASK_IDS.map((mask) => [mask, offlineChat([...earlier, said], mask, toolTurn(CHAT_TOOL.searchMyCourses, { passages })).text ?? ""]),
    );
    const texts = Object.values(replies);
    expect(new Set(texts).size).toBe(MASK_IDS.length);
    // Different framing of the answer and a different close, not just the same words reordered.
    expect(new Set(texts.map((text) => text.split("“")[0])).size).toBe(MASK_IDS.length);
    expect(new Set(texts.map((text) => text.split("\n\n").at(-1))).size).toBe(MASK_IDS.length);
    const material = passages.map((entry) => entry.text).join("\n");
    for (const text of texts) {
      expect(HAN.test(text)).toBe(HAN.test(said));
      const quotes = quotesOf(text);
      expect(quotes.length).toBeGreaterThan(0);
      for (const quote of quotes) expect(material).toContain(quote);
    }
    // The coach challenges the learner to do it, the rationalist asks for the reasoning.
    expect(replies.blunt).toMatch(/say \*\*.+\*\* back in one sentence|用你自己的一句话/);
    expect(replies.rational).toMatch(/definition|定义/);
    expect(replies.warm).toMatch(/Good news|好消息/);
  });
}
