import { describe, expect, it } from "vitest";
import { MAX_CHAT_TEXT_LENGTH } from "../lib/chat-limits";
import { TWO_SUBJECTS } from "./chat-phrasings";
import { THANKS } from "./chat-small-talk";
import { TOPIC_ZH } from "./chat-topics-zh";

/**
 * A message may be MAX_CHAT_TEXT_LENGTH characters of anything. A lazy capture with no upper bound
 * before a required ending retries every split of an unpunctuated clause (two of them: cubic, 26 s on
 * 8,000 Han characters); a subject is at most 100 characters (trimTopic's cap), two of them 40 each.
 */
describe("the offline chat's subject patterns on hostile sizes", () => {
  it("bound every lazy capture of a Chinese clause (which runs to punctuation, so possibly to the end)", () => {
    const clauses = [...TWO_SUBJECTS, ...TOPIC_ZH].filter((pattern) => pattern.source.includes("[^，。！？"));
    expect(clauses.length).toBeGreaterThan(5);
    const unbounded = clauses.filter((pattern) => /[\])]\+\?/.test(pattern.source));
    expect(unbounded.map((pattern) => pattern.source)).toEqual([]);
  });

  it("reads a maximal run of laughter or of thanks with trailing particles as thanks, once", () => {
    // Nested repetitions over the same characters (哈+ inside a repeated group, 啊 both a suffix and a
    // separator) backtracked exponentially: "谢" and 2,000 啊 took seconds, 8,000 never finished.
    expect(THANKS.test("哈".repeat(MAX_CHAT_TEXT_LENGTH))).toBe(true);
    expect(THANKS.test(`谢${"啊".repeat(MAX_CHAT_TEXT_LENGTH - 1)}`)).toBe(true);
    expect(THANKS.test(`谢${"啊".repeat(MAX_CHAT_TEXT_LENGTH - 2)}x`)).toBe(false);
    expect(THANKS.test(`${"嗯".repeat(MAX_CHAT_TEXT_LENGTH - 1)}?`)).toBe(true);
    // An emoji between two runs that also take emoji retried every split when the message ended otherwise.
    expect(THANKS.test("👍🏽".repeat(MAX_CHAT_TEXT_LENGTH / 4))).toBe(true);
    expect(THANKS.test(`${"👨‍👩‍👧".repeat(MAX_CHAT_TEXT_LENGTH / 8)} x`)).toBe(false);
    expect(THANKS.test("\u200d\ufe0f ".repeat(MAX_CHAT_TEXT_LENGTH / 3))).toBe(false);
  });
});
