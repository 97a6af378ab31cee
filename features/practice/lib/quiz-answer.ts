import { PRACTICE_LIMITS } from "../contract-constants";

/**
 * A learner's reply to a quiz in the chat, split into the answer and how sure they said they were:
 * "gradient descent, 3" or "梯度下降 把握 4" → the answer and 3 / 4. A lone 1–4 at the end is the
 * confidence (the question asks for it that way); without one the tutor's reading of it is used.
 */
const CONFIDENCE = /(?:^|[\s,，;；(（])(?:confidence|sure|把握|信心)?\s*[:：=]?\s*([1-4])\s*(?:\/\s*4)?[)）]?\s*[.。!！]?\s*$/i;

export function answerAndConfidence(text: string): { answer: string; confidence: 1 | 2 | 3 | 4 | null } {
  const trimmed = text.trim().slice(0, PRACTICE_LIMITS.answerChars);
  const match = CONFIDENCE.exec(trimmed);
  if (!match?.[1]) return { answer: trimmed, confidence: null };
  const confidence = Number(match[1]) as 1 | 2 | 3 | 4;
  return {
    answer: trimmed
      .slice(0, match.index)
      .replace(/[\s,，;；]+$/u, "")
      .trim(),
    confidence,
  };
}
