import type { DeepDiveRequestBlock, GroundPassage } from "../contract";
import { interpolate, quote } from "@/lib/ai/offline/text/text-utils";
import { keyTerms } from "@/lib/ai/offline/text/key-terms";
import { CHAT_PHRASES_EN } from "./content/chat-phrases-en";
import { CHAT_PHRASES_ZH } from "./content/chat-phrases-zh";
import { whereQuoted } from "./quote-place";

/**
 * The deep dive with no model: built from what the learner's own courses and sources say about the
 * topic (the passages the app's search found), the passage that answers most directly first and
 * quoted as written, each linked to where it is. With nothing found it says so first, and what
 * follows is a way to study the topic, never facts about it.
 */
const PHRASES = { en: CHAT_PHRASES_EN, zh: CHAT_PHRASES_ZH } as const;
const MAX_PASSAGES = 5;

/** Passage text as one quotable line: no markup, no brackets that would read as links. */
function flat(text: string, max: number): string {
  const line = text
    .replace(/^…|…$/g, "")
    .replace(/<[^>]{0,200}>/g, " ")
    .replace(/[[\]]/g, (bracket) => (bracket === "[" ? "(" : ")"))
    .replace(/^[\s#>*\-|`]+/gm, "")
    .replace(/[*_`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (line.length <= max) return line;
  // Whole sentences only: half a sentence can say the opposite of the whole.
  const ends = [...line.matchAll(/[.!?](?=\s)|[。！？]/gu)].map((match) => match.index + 1).filter((end) => end <= max);
  return ends.length > 0 ? line.slice(0, ends.at(-1)) : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** The passage's sentence that names the topic (the first one when none does). */
function answerSentence(passage: GroundPassage, topic: string): string {
  const sentences = flat(passage.text, 2000)
    .split(/(?<=[.!?])\s+|(?<=[。！？])/u)
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
  const terms = keyTerms(topic).map((term) => term.toLowerCase());
  const naming = sentences.find((sentence) => terms.some((term) => sentence.toLowerCase().includes(term)));
  return flat(naming ?? sentences[0] ?? "", 280);
}

function groundedExplanation(request: DeepDiveRequestBlock, passages: readonly GroundPassage[]): string {
  const lang = request.language;
  const { dive } = PHRASES[lang];
  const fill = (template: string, values: Record<string, string>) => interpolate(template, values, lang);
  const [first] = passages;
  const inShort = answerSentence(first!, request.topic);
  const lines = passages.slice(0, MAX_PASSAGES).map((passage) =>
    fill(dive.passage, {
      text: flat(passage.text, 280),
      title: passage.title.replace(/[[\]]/g, ""),
      href: passage.href,
      where: passage.where,
    }),
  );
  return [
    `# ${request.topic}`,
    fill(dive.inShort, { sentence: inShort, where: whereQuoted(first!, inShort) }),
    `## ${dive.fromCoursesTitle}\n\n${lines.join("\n")}`,
    `## ${dive.connectTitle}\n\n${fill(dive.connect, { topic: request.topic })}`,
  ].join("\n\n");
}

/** The study method for a topic nothing explains: headed by that fact, free of claims about the topic. */
function studyMethod(request: DeepDiveRequestBlock, searched: boolean): string {
  const lang = request.language;
  const { dive } = PHRASES[lang];
  const fill = (template: string) =>
    interpolate(template, { topic: request.topic, question: quote(request.question ?? "", lang, 200) }, lang);
  return [
    `# ${request.topic}`,
    ...(searched ? [fill(dive.nothing)] : []),
    fill(dive.overview),
    `## ${dive.keyIdeasTitle}\n\n${dive.keyIdeas.map((idea, index) => `${index + 1}. ${fill(idea)}`).join("\n")}`,
    `## ${dive.exampleTitle}\n\n${fill(dive.example)}\n\n| ${dive.exampleTable.step} | ${dive.exampleTable.what} |\n|---|---|\n${dive.exampleTable.rows.map((row, index) => `| ${index + 1} | ${row} |`).join("\n")}`,
    `## ${dive.pitfallsTitle}\n\n${dive.pitfalls.map((pitfall) => `- ${fill(pitfall)}`).join("\n")}`,
    ...(request.question && request.question !== request.topic ? [`## ${dive.questionTitle}\n\n${fill(dive.question)}`] : []),
    `## ${dive.summaryTitle}\n\n${fill(dive.summary)}`,
  ].join("\n\n");
}

export function deepDiveExplanation(request: DeepDiveRequestBlock): string {
  const passages = request.passages ?? null;
  return passages && passages.length > 0 ? groundedExplanation(request, passages) : studyMethod(request, passages !== null);
}
