import { toolResults } from "@/lib/ai/offline/model/read-prompt";
import { mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { WORKSPACE_TOOL, type ReferenceBlock, type WorkspaceContextBlock } from "../contract";
import { readFileOutputSchema } from "../lib/tool-schemas";
import { CHECK, namedLine, namedTarget, zhNumber } from "./request-patterns";
import type { TutorPhrases } from "./tutor-phrases";

/**
 * "Is line 3 correct?", "第3行对吗", "are lines 3-5 right?" with nothing selected: the line(s) of the
 * file named, else of the file open in the editor, read with readFile and then answered as a
 * selection would be ("is this right?": no verdict, what the course says about those lines). A
 * file the workspace does not have, or no file at all, is asked about, never guessed.
 */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

/** "line 2 of notes/loss.md", "notes/loss.md 的第2行": a file named anywhere in the question. */
// Unprefixed, a path starts where its run of path characters does: tried inside a long run, each start
// re-scanned the run (8,000 characters with no space: quadratic). The first match is the same.
export const NAMED_PATH = /(?:notes\/|chapters\/|(?<![\w\-.\p{Script=Han}]))[\w\-.\p{Script=Han}]+\.md\b/u;
/** At most this many lines are read for one question. */
const MAX_LINES = 20;
const NUMBER = String.raw`(\d{1,6}|[一二两三四五六七八九十]{1,3})`;
const RANGE_EN = /\blines?\s+(\d{1,6})\s*(?:-|–|to|through|and)\s*(\d{1,6})\b/i;
const RANGE_ZH = new RegExp(String.raw`第\s*${NUMBER}\s*(?:到|至|-|–|~|～|和)\s*(?:第\s*)?${NUMBER}\s*行`, "u");

/** The lines a question names: "line 3", "lines 3-5", "第三行", "第3到5行"; null when it names none. */
export function namedLines(text: string): { start: number; end: number } | null {
  const range = RANGE_EN.exec(text) ?? RANGE_ZH.exec(text);
  const [start, end] = range ? [zhNumber(range[1]!), zhNumber(range[2]!)] : [null, null];
  if (start && end) return { start: Math.min(start, end), end: Math.min(Math.max(start, end), Math.min(start, end) + MAX_LINES - 1) };
  const line = namedLine(text)?.line;
  return line ? { start: line, end: line } : null;
}

/** readFile's result as the model sees it (the tool's toModelOutput): "path (version 3, 40 lines; showing 3-4)\n3| …". */
const READ_TEXT = /^(\S+) \(version (\d+), (\d+) lines; showing (\d+)-(\d+)\)[^\n]*\n([\s\S]*)$/u;

/** Lines read, with how many the whole file has (for saying what was not shown). */
export type ReadLines = ReferenceBlock & { lineCount?: number };

/** The lines a readFile result holds, or why there are none (its error, as the tool said it). */
function readLines(value: unknown): ReadLines | string {
  const parsed = readFileOutputSchema.safeParse(value);
  if (parsed.success) return parsed.data.ok ? parsed.data : parsed.data.error;
  const text = typeof value === "string" ? READ_TEXT.exec(value) : null;
  if (!text) return "unreadable result";
  const [, path, version, lineCount, start, end, numbered] = text;
  return {
    path: path!,
    version: Number(version),
    lineCount: Number(lineCount),
    start: Number(start),
    end: Number(end),
    numbered: numbered!.slice(0, 20_000),
  };
}

/** What a failed readFile said (its error text), clipped. */
function errorText(ctx: RoleContext, toolCallId: string): string {
  for (const message of ctx.prompt) {
    if (message.role !== "tool") continue;
    for (const part of message.content)
      if (part.type === "tool-result" && part.toolCallId === toolCallId && part.output.type === "error-text")
        return part.output.value.slice(0, 300);
  }
  return "the file could not be read";
}

type WorkspaceFile = WorkspaceContextBlock["files"][number];

export function fileNamed(context: WorkspaceContextBlock, path: string): WorkspaceFile | undefined {
  const wanted = path.trim().toLowerCase();
  return (
    context.files.find((file) => file.path.toLowerCase() === wanted) ??
    context.files.find((file) => file.path.toLowerCase().split("/").at(-1) === wanted.split("/").at(-1))
  );
}

/** The lines this turn's readFile returned (or the reply saying it failed); null when nothing was read this turn. */
export function readThisTurn(
  ctx: RoleContext,
  t: TutorPhrases,
  callIds: ReadonlySet<string>,
): { reply: OfflineReply } | { lines: ReadLines } | null {
  const read = toolResults(ctx.prompt, WORKSPACE_TOOL.readFile)
    .filter((result) => callIds.has(result.toolCallId))
    .at(-1);
  if (!read) return null;
  const lines = read.isError ? errorText(ctx, read.toolCallId) : readLines(read.value);
  return typeof lines === "string" ? { reply: { text: fill(t.failed, { error: lines }) } } : { lines };
}

export interface LineCheckTurn {
  ctx: RoleContext;
  t: TutorPhrases;
  context: WorkspaceContextBlock;
  text: string;
  /** This turn's tool call ids: a readFile result from an earlier turn is not this question's. */
  callIds: ReadonlySet<string>;
}

/**
 * For a question whether numbered lines are right with nothing selected: the reply to give now (a
 * readFile call, or a question back), or the lines read, to answer as a selection. Null for any other message.
 */
export function linesToCheck(turn: LineCheckTurn): { reply: OfflineReply } | { lines: ReferenceBlock } | null {
  const { ctx, t, context, text } = turn;
  const lines = CHECK.test(text) ? namedLines(text) : null;
  if (!lines) return null;
  const read = readThisTurn(ctx, t, turn.callIds);
  if (read) return read;
  // "is line 3 of my notes right?" names no one file: the open one is meant.
  const named = namedTarget(text) ?? NAMED_PATH.exec(text)?.[0] ?? null;
  const specific = named !== null && !/^(?:my notes?|the notes?|this note|我的笔记|笔记)$/iu.test(named);
  const file = specific ? fileNamed(context, named) : undefined;
  if (specific && !file) return { reply: { text: fill(t.noSuchFile, { path: named }) } };
  const chosen = file ?? (context.openFile ? fileNamed(context, context.openFile) : undefined);
  if (!chosen) return { reply: { text: fill(t.checkWhichFile, { line: lines.start }) } };
  // A chapter's line count is not in the context (0): readFile says whether the line is there.
  const counted = chosen.lineCount > 0 || !chosen.readOnly;
  if (counted && lines.start > chosen.lineCount)
    return { reply: { text: fill(t.noLineToRead, { path: chosen.path, count: chosen.lineCount, line: lines.start }) } };
  if (!mayCall(ctx, WORKSPACE_TOOL.readFile)) return { reply: { text: t.cannotJudgeUnselected } };
  const end = counted ? Math.min(lines.end, chosen.lineCount) : lines.end;
  return { reply: { toolCall: { toolName: WORKSPACE_TOOL.readFile, input: { path: chosen.path, start: lines.start, end } } } };
}
