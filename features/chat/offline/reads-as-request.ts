import { detectLanguage } from "@/lib/ai/offline/text/detect-language";
import { asksForExample, detectIntents } from "./chat-intents";

/**
 * Whether the learner's message is a request the chat tutor handles, read by its own intent reader
 * (./chat-intents.ts): "explain overfitting", "give me an example of X", "我想学 Rust", a question about
 * a subject. app/_compose gives it to the practice quiz, so such a message leaves an open question
 * instead of being graded as its answer. "What is it?" names no subject: that stays the quiz's to read.
 */
export function readsAsChatRequest(text: string): boolean {
  return detectIntents(text, detectLanguage(text)).some((intent) => !("topic" in intent) || intent.topic !== null || asksForExample(text));
}
