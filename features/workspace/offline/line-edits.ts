import { mayCall, type OfflineReply } from "@/lib/ai/offline/model/role-context";
import { WORKSPACE_TOOL } from "../contract";
import { resolveTarget } from "./target-file";
import { lead, type EditTurn } from "./tutor-edits";

/**
 * "Line 3 is wrong, it should say …", "把第三行改成…": the learner dictates the line, so the tutor
 * proposes exactly that line in the file they mean (named, else the note they selected), keeping its
 * list or heading mark. It never judges what the line should say, and never touches a chapter.
 */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
const MARK = /^(\s*(?:[-*+]\s+|\d+[.)]\s+|#{1,6}\s+|>\s*)?)/;

export function setLine(turn: EditTurn, request: { line: number; to: string; target: string | null }): OfflineReply {
  const { t, context, ctx } = turn;
  const { line } = request;
  const selected = turn.references.find((reference) => !reference.path.startsWith("chapters/"));
  const chapter = turn.references.find((reference) => reference.path.startsWith("chapters/"));
  if (!request.target && !selected) {
    return { text: chapter ? fill(t.chapterReadOnly, { path: chapter.path }) : fill(t.lineWhichFile, { line }) };
  }
  const target = resolveTarget(context, request.target ?? selected!.path, null, "");
  if (target.kind !== "file") {
    const path = target.path;
    return { text: path.startsWith("chapters/") ? fill(t.chapterReadOnly, { path }) : fill(t.noSuchFile, { path }) };
  }
  const { file } = target;
  if (line > file.lineCount) return { text: fill(t.noSuchLine, { path: file.path, count: file.lineCount, line }) };
  if (!mayCall(ctx, WORKSPACE_TOOL.replaceLines)) return { text: t.cannot };
  const old = turn.references
    .filter((reference) => reference.path === file.path)
    .flatMap((reference) => reference.numbered.split("\n"))
    .map((entry) => /^\s*(\d+)\| ?(.*)$/.exec(entry))
    .find((match) => match !== null && Number(match[1]) === line)?.[2];
  const mark = old ? (MARK.exec(old)?.[1] ?? "") : "";
  const text = request.to.startsWith(mark.trim()) && mark.trim() ? request.to : `${mark}${request.to}`;
  return {
    text: lead(turn, file.path, fill(t.lineBecomes, { line, path: file.path, text })),
    toolCall: {
      toolName: WORKSPACE_TOOL.replaceLines,
      input: { path: file.path, baseVersion: file.version, start: line, end: line, text },
    },
  };
}
