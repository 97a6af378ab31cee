import { sentencesWithKind } from "../lib/best-sentence";

/**
 * Which sentence of the learner's material says what an asked term is — a definition ("X is …", "X是指…"),
 * a gloss ("X: …"), a sentence opening with X as its subject, or the first sentence under a heading naming
 * X — as against one that only mentions X (quoted as a mention, never as the answer).
 */

/** "What is X?", "define X", "X 是什么？", "什么是X": the answer is a sentence saying what X is. */
export const ASKS_WHAT =
  /^\s*(?:what(?:'s|\s+is|\s+are|\s+does)\b|define\b|definition of\b|meaning of\b)|什么是|是什么|指什么|什么意思|的定义|的含义/iu;

/** Right after the term: "is", "are", "means", "refers to", "是指", "是一种" — the sentence says what it is. */
const DEFINING = /\s(?:is|are|means|refers to|denotes)\s|[:：]\s*|是指|指的是|是一种|是一个|是一类|就是|即|是/u;

/**
 * Whether a sentence defines the asked terms: they stand before "is"/"means"/"是"/"指" (within its first
 * words), not merely mentioned in a sentence about something else.
 */
export function defines(sentence: string, terms: readonly string[]): boolean {
  const lower = sentence.toLowerCase();
  if (opensWith(lower, terms)) return true;
  const verb = DEFINING.exec(lower);
  if (!verb || verb.index > 60 || terms.length === 0) return false;
  // What stands before "is" is the asked term itself ("Gradient descent is …"), not a sentence that only mentions it.
  const head = lower.slice(0, verb.index).replace(/^[\s\-*>•]*(?:an?\s+|the\s+)?/u, "");
  return terms.every((term) => head.includes(term)) && head.split(/\s+/).length <= 6;
}

/**
 * Whether the asked terms are what the sentence opens with, as its subject ("The scheduler assigns each Pod
 * to a node.", "容器编排负责调度…"): a sentence about X, not one that mentions X on the way to something else.
 */
function opensWith(lower: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const body = lower.replace(/^[\s\-*>•#]*(?:(?:an?|the)\s+|所谓)?/u, "");
  const span = terms.reduce((sum, term) => sum + term.length, 0) + 4;
  return body.startsWith(terms[0]!) && terms.every((term) => body.slice(0, span).includes(term)) && body.length > span;
}

/** "## Start small" then "Deploy one pod first…": the first prose sentence under a heading naming every asked term explains it. */
export function underHeading(snippet: string, terms: readonly string[]): string | undefined {
  if (terms.length === 0) return undefined;
  const lines = snippet.split("\n");
  const at = lines.findIndex((line) => /^\s*#{1,6}\s/.test(line) && terms.every((term) => line.toLowerCase().includes(term)));
  if (at < 0) return undefined;
  const next = lines.slice(at + 1).find((line) => line.trim() !== "");
  if (!next || /^\s*#/.test(next)) return undefined;
  return sentencesWithKind(next).find((entry) => !entry.code)?.text;
}
