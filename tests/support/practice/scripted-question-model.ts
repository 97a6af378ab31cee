/**
 * Test support (not a test file): the course model's side of question writing for the scripted
 * chat-completions server. It reads the chapter's numbered lines from the request (the
 * <chapter-lines> block) and answers with questions the lines support, or with the ways a model
 * gets them wrong: citations of lines that do not exist or say something else, answers not in the
 * cited lines, a wrong option with no misconception, invented key points.
 */
import { PRACTICE_MODEL_TOOL } from "@/features/practice/contract";
import type { ModelQuestion } from "@/features/practice/lib/model-question-schemas";
import { CHAPTER_LINES_BLOCK, type ChapterLinesBlock } from "@/features/practice/prompts/question-writer-prompt";
import { forcedToolOf, wireBlock } from "@/tests/support/scripted-openai/good-model";
import type { RecordedRequest, Reply, WireBody, WireToolCall } from "@/tests/support/scripted-openai/wire-types";

export const asksQuestions = (request: RecordedRequest) => forcedToolOf(request.body) === PRACTICE_MODEL_TOOL.submitQuestions;

export function chapterLinesOf(body: WireBody): ChapterLinesBlock {
  const block = wireBlock(body, CHAPTER_LINES_BLOCK) as ChapterLinesBlock | null;
  if (!block) throw new Error("the request carries no chapter lines");
  return block;
}

interface ProseLine {
  number: number;
  text: string;
  term: string;
}

/** Prose lines (no heading, list, table or code) long enough to ask about, each with its longest word as the term. */
function proseLines(block: ChapterLinesBlock): ProseLine[] {
  const out: ProseLine[] = [];
  for (const numbered of block.lines) {
    const [, number, text] = /^(\d+)\| (.*)$/u.exec(numbered) ?? [];
    if (!number || !text || /^\s*(?:[#>|`*-]|\d+\.)/u.test(text) || text.split(/\s+/u).length < 8) continue;
    const words = [...text.matchAll(/[A-Za-z]{6,}/gu)].map((match) => match[0]);
    const term = words.toSorted((a, b) => b.length - a.length)[0];
    if (term && !out.some((line) => line.term.toLowerCase() === term.toLowerCase())) out.push({ number: Number(number), text, term });
  }
  return out;
}

const blank = (line: ProseLine) => line.text.replace(new RegExp(line.term, "giu"), "____");

/** Four questions of three kinds the chapter's lines support. */
export function goodQuestions(block: ChapterLinesBlock): ModelQuestion[] {
  const lines = proseLines(block);
  if (lines.length < 4) throw new Error(`the chapter has too few prose lines (${lines.length})`);
  const [a, b, c, d] = lines as [ProseLine, ProseLine, ProseLine, ProseLine];
  const cite = (line: ProseLine) => `${block.path}:${line.number}-${line.number}`;
  return [
    {
      kind: "choice",
      prompt: `Pick the missing word: ${blank(a)}`,
      options: [
        { text: a.term, misconception: null },
        { text: b.term, misconception: `Confuses ${b.term} with ${a.term}.` },
        { text: c.term, misconception: `Confuses ${c.term} with ${a.term}.` },
      ],
      answer: a.term,
      citation: cite(a),
    },
    { kind: "cloze", prompt: blank(b), answer: b.term, citation: cite(b) },
    {
      kind: "short",
      prompt: `What does the chapter say here about ${c.term}?`,
      keyPoints: [c.text.split(/\s+/u).slice(0, 8).join(" ")],
      answer: c.text,
      citation: `${c.number}-${c.number}`,
    },
    { kind: "cloze", prompt: blank(d), answer: d.term, citation: cite(d) },
  ];
}

/** Questions that must never be stored, whatever else the model sends with them. */
export function badQuestions(block: ChapterLinesBlock): ModelQuestion[] {
  const [a, b, c] = proseLines(block) as [ProseLine, ProseLine, ProseLine];
  const count = block.lines.length;
  return [
    // Lines that do not exist.
    { kind: "cloze", prompt: blank(a), answer: a.term, citation: `${block.path}:${count + 5}-${count + 7}` },
    // Another chapter's file.
    { kind: "cloze", prompt: blank(b), answer: b.term, citation: `chapters/09-09-elsewhere.md:${b.number}-${b.number}` },
    // Lines that exist but do not hold the answer.
    { kind: "cloze", prompt: blank(a), answer: a.term, citation: `${block.path}:1-1` },
    // An answer the cited line does not support.
    { kind: "cloze", prompt: `${blank(c)} (ZEPPELIN)`, answer: "zeppelin", citation: `${block.path}:${c.number}-${c.number}` },
    // A wrong option with no misconception.
    {
      kind: "choice",
      prompt: `Pick the word that fits: ${blank(b)}`,
      options: [
        { text: b.term, misconception: null },
        { text: "bananas", misconception: null },
      ],
      answer: b.term,
      citation: `${b.number}-${b.number}`,
    },
    // Key points the cited lines never make.
    {
      kind: "short",
      prompt: `Why does ${c.term} matter?`,
      keyPoints: ["quantum entanglement guarantees convergence"],
      answer: "Quantum entanglement guarantees convergence.",
      citation: `${c.number}-${c.number}`,
    },
  ];
}

export const BAD_PROMPT_MARKERS = ["ZEPPELIN", "bananas", "quantum entanglement"];

export function questionsReply(questions: readonly ModelQuestion[], extra: Partial<WireToolCall> = {}): Reply {
  return { toolCalls: [{ name: PRACTICE_MODEL_TOOL.submitQuestions, arguments: { questions }, ...extra }] };
}
