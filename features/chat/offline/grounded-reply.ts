import { groundPassageSchema, type GroundPassage } from "../contract";
import { conversationOf } from "@/lib/ai/offline/model/read-prompt";
import { interpolate } from "@/lib/ai/offline/text/text-utils";
import { asksForExample, topicOf } from "./chat-intents";
import type { Turn } from "./chat-replies";
import { codeExampleOf } from "./code-quotes";
import { ASKS_MEANING, extractiveAnswer, type ExtractiveAnswer, type QuotedLine } from "./grounded-answer";
import { keyTerms } from "@/lib/ai/offline/text/key-terms";
import { whereQuoted } from "./quote-place";
import { foundCourses } from "./lookup-answer";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

/**
 * The offline tutor's reply to "what is X?" / "为什么…" after searching the learner's own courses and
 * sources: the answer sentence first, quoted and cited, in the mask's voice; then the lines that connect
 * it; or, with nothing relevant, the plain statement that nothing covers it — never a plan posing as an answer.
 */

/** A line that gives an example: "for example", "such as", "例如", "比如". */
const EXAMPLE_MARK = /\b(?:for example|for instance|e\.g\.|such as|imagine|suppose)\b|例如|比如|举例|譬如|假设/iu;

const PRONOUN = /^(?:it|this|that|these|those|这个|那个|它)(?=\s+and\s|和)(?:\s+and\s+|和)/iu;

/** The subject of an explanation request: said now, or the conversation's ("why?", "how does that relate to Y?"). */
export function explainTopic(said: string, turn: Pick<Turn, "lang" | "previousTopic">): string | null {
  const captured = topicOf(said, turn.lang);
  // "How do I start?", "why do you ask?": about the speakers, not a subject to look up.
  const topic = captured && /^(?:i|you|we|me|my|your)\b|^(?:我|你)/iu.test(captured) ? null : captured;
  if (!topic) return turn.previousTopic;
  if (!PRONOUN.test(topic)) return topic;
  const rest = topic.replace(PRONOUN, "");
  if (!turn.previousTopic) return rest || null;
  return /\p{Script=Han}/u.test(topic) ? `${turn.previousTopic}和${rest}` : `${turn.previousTopic} and ${rest}`;
}

/** The learner's courses about the topic, as the lookup found them: each a link into the app. */
function coursesOf(value: unknown, lang: Locale): string {
  const list = typeof value === "object" && value !== null ? (value as { courses?: unknown }).courses : undefined;
  const links = foundCourses(list).map((course) => `[${course.courseTitle.replace(/[[\]]/g, "")}](${course.href.split("/chapters/")[0]})`);
  return [...new Set(links)].join(WRITING[lang].listSeparator);
}

function passagesOf(value: unknown): GroundPassage[] {
  const list = typeof value === "object" && value !== null ? (value as { passages?: unknown }).passages : undefined;
  return (Array.isArray(list) ? list : []).flatMap((entry) => {
    const parsed = groundPassageSchema.safeParse(entry);
    // Only links into the app's own courses are rendered as links.
    return parsed.success && parsed.data.href.startsWith("/courses/") ? [parsed.data] : [];
  });
}

/** The lines the tutor already quoted in this conversation (“…” in its earlier messages). */
function quotedBefore(turn: Turn): Set<string> {
  const quoted = new Set<string>();
  for (const message of conversationOf(turn.ctx.prompt))
    if (message.role === "assistant")
      for (const part of message.content)
        if (part.type === "text") for (const match of part.text.matchAll(/“([^”]+)”/gu)) quoted.add(match[1]!);
  return quoted;
}

/** Asked what {topic} means and the material only mentions it: said plainly, then where it is mentioned — never a mention posing as the answer. */
function mentionedReply(turn: Turn, topic: string, found: ExtractiveAnswer, cite: (line: QuotedLine) => string): string {
  const { explain } = turn.phrases;
  const pieces = [interpolate(explain.mentionsOnly, { topic, sentence: found.answer.sentence, cite: cite(found.answer) }, turn.lang)];
  if (found.connected.length > 0) {
    const lines = found.connected.map((line) => interpolate(explain.line, { sentence: line.sentence, cite: cite(line) }, turn.lang));
    pieces.push([explain.mentionedElsewhere, ...lines].join("\n"));
  }
  pieces.push(interpolate(explain.nothingNext[turn.voice], { topic }, turn.lang));
  return pieces.join("\n\n");
}

export function groundedReply(turn: Turn, topic: string, value: unknown): string {
  const { phrases, lang, voice } = turn;
  const { explain } = phrases;
  const passages = passagesOf(value);
  // "Tell me more", "go on", "继续": a follow-up naming nothing gets the next lines, never the ones quoted already.
  const followUp = topicOf(turn.said, lang) === null;
  const meaning = ASKS_MEANING.test(turn.said);
  const extracted = extractiveAnswer(topic, passages, followUp ? quotedBefore(turn) : undefined, { meaning });
  if (!extracted && followUp && extractiveAnswer(topic, passages)) return interpolate(explain.nothingMore, { topic }, lang);
  // Nothing to quote is not "nothing covers it" when the learner's courses are about it (the lookup's answer).
  const courses = extracted ? "" : coursesOf(value, lang);
  if (courses)
    return [interpolate(explain.coveredUnquoted, { topic, courses }, lang), interpolate(explain.coveredNext[voice], { topic }, lang)].join(
      "\n\n",
    );
  if (!extracted)
    return [explain.nothing, explain.nothingNext[voice]].map((template) => interpolate(template, { topic }, lang)).join("\n\n");
  const cite = ({ passage, sentence }: QuotedLine) =>
    interpolate(
      explain.cite,
      { title: passage.title.replace(/[[\]]/g, ""), href: passage.href, where: whereQuoted(passage, sentence) },
      lang,
    );
  if (meaning && !extracted.explains) return mentionedReply(turn, topic, extracted, cite);
  // "Can you give me an example?": a quoted line that is one answers first; a code example is quoted whole, fenced;
  // with neither, it says so before what is there.
  const wantsExample = asksForExample(turn.said);
  const lines = [extracted.answer, ...extracted.connected];
  const example = wantsExample ? lines.find((line) => EXAMPLE_MARK.test(line.sentence)) : undefined;
  const code = wantsExample && !example ? codeExampleOf(keyTerms(topic, 6), passages) : null;
  const found = example ? { answer: example, connected: lines.filter((line) => line !== example) } : extracted;
  const pieces = code
    ? [`${interpolate(explain.codeExample, { topic, cite: cite({ passage: code.passage, sentence: code.block }) }, lang)}\n\n${code.block}`]
    : wantsExample && !example
      ? [interpolate(explain.noExample, { topic }, lang)]
      : [];
  pieces.push(interpolate(explain.answer[voice], { topic, sentence: found.answer.sentence, cite: cite(found.answer) }, lang));
  if (found.connected.length > 0) {
    const lines = found.connected.map((line) => interpolate(explain.line, { sentence: line.sentence, cite: cite(line) }, lang));
    pieces.push([explain.connected, ...lines].join("\n"));
  }
  pieces.push(interpolate(explain.closing[voice], { topic }, lang));
  return pieces.join("\n\n");
}

export function unsearchedReply(turn: Turn, topic: string): string {
  return interpolate(turn.phrases.explain.unsearched, { topic }, turn.lang);
}
