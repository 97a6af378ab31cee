import type { GroundedPassage } from "@/lib/ai/offline/model/grounding";
import { findWordForms } from "@/lib/ai/offline/text/word-forms";

/** Which found lines are about a topic, for the workspace tutor's examples and definitions (./tutor-edits.ts). */

/** A name in quotes is a chapter's label for it ("when you use “Overfitting”"), not a statement about it. */
const QUOTED = /“[^”]*”|"[^"]*"|「[^」]*」|『[^』]*』|《[^》]*》/gu;
/** "(chapters/02-01-ridge-regression.md:13)", "(lecture-07, lines 24–34)": where a line is from, not what it says. */
const CITED =
  /\((?:[^()]*\.md\b|[^()]*\blines?\s+\d|[^()]*第\s*\d)[^()]*\)|(?<![\w\-./\p{Script=Han}])[\w\-./\p{Script=Han}]+\.md(?::\d+(?:-\d+)?)?/gu;

/** Where a sentence names the topic outside quotes, in any form of its words ("overfits" for "overfitting"); null when it does not. */
export function namedAt(sentence: string, topic: string): [number, number] | null {
  const blank = (text: string) => " ".repeat(text.length);
  const lower = sentence.toLowerCase().replace(CITED, blank).replace(QUOTED, blank);
  const words = topic
    .toLowerCase()
    .replace(/^(?:an?|the)\s+/, "")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return null;
  const spans = words.map((word) => findWordForms(lower, word));
  if (spans.some((span) => span === null)) return null;
  const found = spans as [number, number][];
  return [Math.min(...found.map(([start]) => start)), Math.max(...found.map(([, end]) => end))];
}

/** Whether a sentence names the topic ("loss function" in "A loss function is …", "过拟合" in "过拟合是指…"). */
export const names = (sentence: string, topic: string) => namedAt(sentence, topic) !== null;

/** The learner's own documents first, then the course's chapters and files (stable within each). */
export const ownFirst = <T extends { passage: GroundedPassage }>(list: T[]) => [
  ...list.filter((entry) => entry.passage.path === null),
  ...list.filter((entry) => entry.passage.path !== null),
];
