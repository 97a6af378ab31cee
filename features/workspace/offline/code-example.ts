import type { GroundedPassage } from "@/lib/ai/offline/model/grounding";
import { codeLineFlags } from "@/lib/markdown/code-lines";
import { names } from "./topic-lines";

/**
 * An example of a subject that the material gives as code (a manifest, a snippet, a config): a bounded,
 * self-contained piece of it, copied as written — a short code block whole, else the line that names
 * the subject with the lines nested under it ("containers:" and its items) — never a whole long block,
 * never flattened to one line. Its lines' own numbers are its citation.
 */
export interface CodeExample {
  passage: GroundedPassage;
  /** The fence's info string ("yaml"), "" when none. */
  language: string;
  /** The lines taken, as written, less the indentation they all share. */
  lines: string[];
  start: number;
  end: number;
}

type Line = { n: number; text: string };

/** A block of this many lines or fewer is copied whole. */
const SHORT_BLOCK = 12;
/** At most this many lines are taken from a longer block. */
const MAX_TAKEN = 12;
const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)/;

interface Block {
  language: string;
  body: Line[];
  /** The prose line right before the block ("For example, this Pod runs one container:"). */
  lead: string;
}

/** The complete fenced code blocks among the lines (a block the passage cut off is not self-contained: left out). */
function codeBlocks(lines: readonly Line[]): Block[] {
  const blocks: Block[] = [];
  let open: { fence: string; language: string; at: number } | null = null;
  lines.forEach((line, at) => {
    const fence = FENCE.exec(line.text);
    if (!fence) return;
    if (!open) open = { fence: fence[1]!, language: fence[2] ?? "", at };
    else if (fence[1]!.startsWith(open.fence[0]!) && fence[1]!.length >= open.fence.length && !fence[2]) {
      const lead = lines.slice(0, open.at).findLast((entry) => entry.text.trim())?.text ?? "";
      blocks.push({ language: open.language, body: lines.slice(open.at + 1, at), lead });
      open = null;
    }
  });
  return blocks;
}

const indent = (text: string) => /^\s*/.exec(text)![0].replace(/\t/g, "  ").length;

/** The line naming the topic and the lines nested under it (more indented), at most MAX_TAKEN. */
function nestedUnder(body: readonly Line[], at: number): Line[] {
  const head = body[at]!;
  const taken = [head];
  for (const line of body.slice(at + 1)) {
    if (taken.length >= MAX_TAKEN) break;
    if (line.text.trim() && indent(line.text) <= indent(head.text)) break;
    taken.push(line);
  }
  while (taken.length > 1 && !taken.at(-1)!.text.trim()) taken.pop();
  return taken;
}

function dedent(lines: readonly Line[]): string[] {
  const shared = Math.min(...lines.filter((line) => line.text.trim()).map((line) => indent(line.text)));
  return lines.map((line) => line.text.replace(/\t/g, "  ").slice(Number.isFinite(shared) ? shared : 0));
}

export function codeExampleIn(passages: readonly GroundedPassage[], topic: string): CodeExample | null {
  for (const passage of passages) {
    for (const block of codeBlocks(passage.lines ?? [])) {
      if (block.body.length === 0) continue;
      const named = block.body.findIndex((line) => names(line.text, topic));
      if (named < 0 && !names(block.lead, topic)) continue;
      const taken = block.body.length <= SHORT_BLOCK || named < 0 ? block.body.slice(0, MAX_TAKEN) : nestedUnder(block.body, named);
      return { passage, language: block.language, lines: dedent(taken), start: taken[0]!.n, end: taken.at(-1)!.n };
    }
  }
  // Code with no complete fence around it (an indented block, a block the passage cut): the run of code lines naming the topic.
  for (const passage of passages) {
    const run = unfencedRun(passage.lines ?? [], topic);
    if (run) return { passage, language: "", lines: dedent(run), start: run[0]!.n, end: run.at(-1)!.n };
  }
  return null;
}

/** The contiguous code lines (lib/markdown/code-lines.ts) around the first one naming the topic, at most MAX_TAKEN, fences left out. */
function unfencedRun(lines: readonly Line[], topic: string): Line[] | null {
  const code = codeLineFlags(lines.map((line) => line.text));
  const isCode = (at: number) => code[at] === true && !FENCE.test(lines[at]!.text) && lines[at]!.text.trim() !== "";
  const named = lines.findIndex((line, at) => isCode(at) && names(line.text, topic));
  if (named < 0) return null;
  let start = named;
  let end = named;
  while (start > 0 && isCode(start - 1) && end - start + 1 < MAX_TAKEN) start -= 1;
  while (end + 1 < lines.length && isCode(end + 1) && end - start + 1 < MAX_TAKEN) end += 1;
  return lines.slice(start, end + 1);
}

/** The example inside a code fence longer than any run of backticks in it, so no line of it can close the fence. */
export function fenced(example: CodeExample): string[] {
  const longest = Math.max(2, ...example.lines.map((line) => Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length))));
  const fence = "`".repeat(longest + 1);
  return [`${fence}${example.language}`, ...example.lines, fence];
}

/** Where the example's own lines are, as the learner reads it. */
export function citeExample(example: CodeExample): string {
  const { passage, start, end } = example;
  if (passage.citeLines) return passage.citeLines(start, end);
  return passage.path ? `${passage.path}:${start}-${end}` : passage.citation;
}
