import { describe, expect, it } from "vitest";
import { MASK_IDS } from "../lib/chat-limits";
import { offlineChat } from "@/tests/support/chat/offline-chat-kit";

/**
 * A message whose subject the offline chat cannot read, with none before it, is answered by saying so
 * in the learner's language — never with a study plan about the learner's whole sentence.
 */
describe("the offline chat with nothing it can read", () => {
  const unread = [
    ["summarize our conversation", "en", /can't tell what to look into/],
    ["thanks! and why is that?", "en", /can't tell what to look into/],
    ["总结一下我们刚才聊的", "zh", /读不出要讲什么/],
  ] as const;

  it.each(unread)("%s: says it cannot tell, with no plan and no tool call, in every mask", (message, _language, said) => {
    for (const mask of MASK_IDS) {
      const reply = offlineChat([message], mask);
      expect(reply.toolCall).toBeUndefined();
      expect(reply.text).toMatch(said);
      // The learner's words are not made a subject ("**summarize our conversation**", a plan's steps).
      expect(reply.text).not.toContain(`**${message}`);
      expect(reply.text).not.toMatch(/^\s*(?:1\.|-)\s/m);
    }
  });

  it("still answers a subject it reads, and a follow-up about the subject before", () => {
    expect(offlineChat(["quick: what is a closure?"], "chameleon").text).toMatch(/closure/);
    expect(offlineChat(["Give me a precise account of what a closure is"], "chameleon").text).toMatch(/\*\*closure\*\*/);
    expect(offlineChat(["hello"]).text).not.toMatch(/can't tell/);
  });
});
