import { mayCall, type OfflineReply } from "@/lib/ai/offline/model/role-context";
import { WORKSPACE_TOOL, type ReferenceBlock } from "../contract";
import { fileNamed, readThisTurn, type LineCheckTurn } from "./line-check";
import { SUMMARISE } from "./request-patterns";
import type { TutorRequest } from "./tutor-requests";

/**
 * "Summarise this", "总结一下", "what do these lines mean?", "这段讲的是什么" with nothing selected: the
 * lines meant are the file open in the editor (the browser sends it with the message), read with
 * readFile and then answered as a selection is; with no file open, the learner is asked which lines
 * or file they mean. The request's own words ("these lines", "this", "总结一下") are never a subject to search.
 */

/** "these lines", "this file", "that paragraph", "这几行", "这段", "这一章", "上面的内容": what the learner is looking at. */
const POINTING =
  /\b(?:this|these|those|that)\s+(?:(?:few|two|three|four|five|couple of|\d+)\s+)?(?:lines?|bits?|parts?|sections?|paragraphs?|passages?|sentences?|files?|notes?|page|code|text|chapter|stuff|list)\b|\b(?:explain|summari[sz]e|sum up|recap|mean|means|meaning|say|says|saying|about)\s+(?:this|that|these|those|it|here)\s*[.!?]*$|^(?:what\s+(?:does|do|is)\s+(?:this|that|these|it)\b)|这(?:几|些|一|两|三)?(?:行|段|句|部分|篇|章|节|个文件|份笔记|个笔记|些内容|里)|上面(?:的|这|那)|这是(?:什么|啥)意思/iu;
/** What a bare summary request is made of besides its verb: with nothing else left, it names no subject. */
const FILLER =
  /\b(?:please|pls|plz|can|could|would|you|me|for|the|a|an|it|this|that|these|those|lines?|file|note|up|of|in|one|sentence|line|briefly|quickly|short|quick|give|make|do|write|what|is|are)\b|一下|帮我|给我|请|麻烦|吧|的|内容|下|个|写|做|能|可以|[\s\p{P}\p{S}]+/giu;

/** "summarise the selection", "总结选中的几行": the learner means a selection, and there is none. */
const NAMES_SELECTION =
  /\b(?:selection|selected(?:\s+(?:lines?|text|bits?|parts?|words?|terms?|paragraphs?))?|highlighted(?:\s+(?:lines?|text|bits?|parts?))?|what i(?:'ve| have)? (?:selected|highlighted))\b|选中|选取|選中|選取|选定|所选|选的(?:内容|几行|那几行|部分)|高亮的/iu;
const ABOUT_LINES = new Set<TutorRequest["kind"]>(["summarise", "none", "fix", "edit", "addSelection"]);

/** Whether a request with nothing selected is about the lines in front of the learner (the open file). */
export function meansOpenFile(text: string, request: TutorRequest): boolean {
  if (request.kind === "summarise") return POINTING.test(text) || text.replace(SUMMARISE, " ").replace(FILLER, "").trim() === "";
  return request.kind === "none" && !request.check && POINTING.test(text);
}

/**
 * The open file's lines to answer as a selection, or the reply to give now: its readFile call, a
 * failed read said plainly, or (no file open) which lines or file are meant. Null: the request is not about the open file.
 */
export function openFileLines(turn: LineCheckTurn, request: TutorRequest): { reply: OfflineReply } | { lines: ReferenceBlock } | null {
  const { ctx, t, context, text } = turn;
  // Said plainly rather than searched for or answered with the open file: what they meant to select is unknown.
  if (NAMES_SELECTION.test(text) && ABOUT_LINES.has(request.kind)) return { reply: { text: t.nothingSelected } };
  if (!meansOpenFile(text, request)) return null;
  const read = readThisTurn(ctx, t, turn.callIds);
  if (read) return read;
  const open = context.openFile ? fileNamed(context, context.openFile) : undefined;
  if (!open || !mayCall(ctx, WORKSPACE_TOOL.readFile)) return { reply: { text: t.whichLinesOrFile } };
  return { reply: { toolCall: { toolName: WORKSPACE_TOOL.readFile, input: { path: open.path } } } };
}
