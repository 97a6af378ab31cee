import { describe, expect, it } from "vitest";
import { CHAT_TOOL } from "../contract";
import { topicOf } from "./chat-intents";
import { offlineChat } from "@/tests/support/chat/offline-chat-kit";

/**
 * Ways of asking the ninth held-out probe found misread, as classes in both languages: what happens
 * during something names that something, a bare name asked with a question mark (emoji around it or
 * not) is asked about, how it is to be said ("用小学生能听懂的话", "in English") is never the subject.
 */
describe("the subject of a question, whatever is said around it", () => {
  it.each([
    ["what happens during mitosis and why does it matter", "en", /^mitosis$/],
    ["so what actually happens in a flashover?", "en", /^flashover$/],
    ["用初中生能听懂的话讲讲熵", "zh", /^熵$/],
    ["用简单的语言解释一下区块链", "zh", /^区块链$/],
    ["what is 复利 in plain English?", "en", /^复利$/],
    ["explain backpropagation in English", "en", /^backpropagation$/],
  ] as const)("%s", (text, lang, subject) => {
    expect(topicOf(text, lang)).toMatch(subject);
  });
});

describe("a bare name asked about is searched for", () => {
  it.each([
    ["Krebs cycle?", /^Krebs cycle$/],
    ["🧬 CRISPR??", /^CRISPR$/],
    ["😵‍💫 eigenvalues?! 📐", /^eigenvalues$/],
  ])("%s", (text, subject) => {
    const reply = offlineChat([text]);
    expect(reply.toolCall?.toolName).toBe(CHAT_TOOL.searchMyCourses);
    expect(String((reply.toolCall?.input as { topic?: string }).topic)).toMatch(subject);
  });

  it.each(["really?", "ok?", "why?", "🙂", "👍"])("%s asks for no search", (text) => {
    expect(offlineChat([text]).toolCall?.toolName).not.toBe(CHAT_TOOL.searchMyCourses);
  });

  it("a Chinese question with no spaces is a sentence, never a bare name: the follow-up keeps the subject", () => {
    const reply = offlineChat(["什么是单子", "我为什么要用它？"]);
    expect(String((reply.toolCall?.input as { topic?: string } | undefined)?.topic)).toMatch(/单子/);
  });
});

/**
 * "What does a p-value of 0.03 actually tell me?" was answered about "p-value of 0.03 actually tell me"
 * (and every follow-up kept it): the verb a "what does X …?" question ends with asks about X, it is no
 * part of it, however it is put (an adverb before it, "me"/"us" or a preposition after it).
 */
describe("what a thing does, tells, shows or means: the thing is the subject", () => {
  it.each([
    ["What does a p-value of 0.03 actually tell me?", /^p-value of 0\.03$/],
    ["What does a compiler do?", /^compiler$/],
    ["what does the standard deviation tell us", /^standard deviation$/],
    ["What does a confidence interval really mean?", /^confidence interval$/],
    ["what does HTTP 404 indicate?", /^HTTP 404$/],
    ["What does a t-test measure?", /^t-test$/],
    ["What does R squared represent?", /^R squared$/],
    ["What does the Krebs cycle produce?", /^Krebs cycle$/],
    ["what does the term ephemeral refer to?", /^term ephemeral$/],
    ["ok, what do confidence intervals look like?", /^confidence intervals$/],
  ])("%s", (text, subject) => {
    expect(topicOf(text, "en")).toMatch(subject);
  });

  it.each([["How does SQL join tables?", /SQL/]])("a question that is not of that form is read as before: %s", (text, subject) => {
    expect(topicOf(text, "en")).toMatch(subject);
  });
});

/** The same class in Chinese: "p值等于0.03到底说明了什么？" was not read at all ("离线时我从这句话里读不出要讲什么"). */
describe("X说明/意味着/代表/表示/衡量了什么: X is the subject", () => {
  it.each([
    ["p值等于0.03到底说明了什么？", /^p值等于0\.03$/],
    ["p值说明了什么？", /^p值$/],
    ["p值意味着什么", /^p值$/],
    ["标准差代表什么？", /^标准差$/],
    ["标准差能告诉我们什么？", /^标准差$/],
    ["回归系数表示什么", /^回归系数$/],
    ["t检验衡量的是什么？", /^t检验$/],
  ])("%s", (text, subject) => {
    expect(topicOf(text, "zh")).toMatch(subject);
  });
});
