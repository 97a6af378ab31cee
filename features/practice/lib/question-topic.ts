import { keyTerms, segmentWords } from "@/lib/ai/offline/text/key-terms";
import { symbolNames } from "@/lib/symbol-names";

/**
 * Which stored questions are about a topic the learner named ("quiz me on gradient descent",
 * "考考我梯度下降", or a chapter's path): the topic's words are looked for in each question's chapter
 * title, prompt and options. The questions holding the most of them win, and at least half of them
 * must be there — a topic nothing is about matches nothing, rather than any question.
 */
export interface TopicCandidate {
  chapterTitle: string;
  chapterPath: string;
  prompt: string;
  options: readonly string[] | null;
}

/**
 * The topic's words: its key terms cut into words ("gradient descent" → gradient, descent), and the
 * names it writes with symbols as written ("B+树" → b+, "C++" → c++, "B-tree" → b-tree, tree, "B-树" → b树),
 * which the key terms leave out or cut down to a letter.
 */
export function topicWords(topic: string): string[] {
  const names = [...symbolNames(letterAgainstHan(topic.normalize("NFKC").toLowerCase()), ["symbol", "hyphen", "han"])].map(
    (name) => name.text,
  );
  const terms = keyTerms(topic, 6);
  // A lone letter is no word of the topic on its own ("C#" cut to "c" would find every question about C).
  const words = terms.flatMap((term) =>
    /\p{Script=Han}/u.test(term) ? [term.toLowerCase()] : segmentWords(term).filter((word) => word.length > 1),
  );
  return [...new Set([...names, ...words])];
}

/** "b-树" is written "b树" too: one spelling of a letter against a Han word, on both sides. */
const letterAgainstHan = (text: string) => text.replace(/(?<![a-z0-9])([a-z])-(?=\p{Script=Han})/gu, "$1");

/** A word is there when the text holds it (English words by their first five letters: descent, descents). */
function holds(text: string, word: string): boolean {
  if (/\p{Script=Han}/u.test(word)) return text.includes(word);
  const stem = word.length > 6 ? word.slice(0, Math.max(5, word.length - 3)) : word;
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u").test(text);
}

/** The indexes of the candidates about `topic`, or null when the topic names nothing a question is about. */
export function questionsOnTopic(candidates: readonly TopicCandidate[], topic: string): number[] | null {
  const wanted = topic.trim().toLowerCase();
  const byPath = candidates.flatMap((candidate, index) => (candidate.chapterPath.toLowerCase() === wanted ? [index] : []));
  if (byPath.length > 0) return byPath;
  const words = topicWords(topic);
  if (words.length === 0) return null;
  const scores = candidates.map((candidate) => {
    const text = letterAgainstHan(
      [candidate.chapterTitle, candidate.prompt, ...(candidate.options ?? [])].join(" \n ").normalize("NFKC").toLowerCase(),
    );
    return words.filter((word) => holds(text, word)).length;
  });
  const best = Math.max(0, ...scores);
  if (best < Math.max(1, Math.ceil(words.length / 2))) return null;
  return scores.flatMap((score, index) => (score === best ? [index] : []));
}
