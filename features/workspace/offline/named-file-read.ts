import { mayCall, type OfflineReply } from "@/lib/ai/offline/model/role-context";
import { WORKSPACE_TOOL } from "../contract";
import { fileNamed, namedLines, NAMED_PATH, readThisTurn, type LineCheckTurn } from "./line-check";

/**
 * "What does ground-truth.md say now?", "what's in notes/loss.md?", "ground-truth.md 现在写了什么":
 * a question naming one of the workspace's files and asking what it says is answered by reading that
 * file (readFile) and quoting its lines as they are, never by searching the course for the file's name.
 * "What does line 3 of notes/loss.md say?" reads just those lines. A file the workspace does not have is said so.
 */
const ASKS_CONTENT_EN =
  /\bwhat(?:'s|\s+is|\s+are)\s+(?:written\s+|there\s+)?in\b|\bwhat\s+(?:does|do|did)\b.*\b(?:say|says|contain|hold|have)\b|\bwhat\s+(?:it\s+)?(?:says|contains)\b|\b(?:show|read|quote)\s+(?:me\s+)?(?:out\s+)?(?:the\s+)?(?:file\s+|contents?\s+of\s+|lines?\s+[\d\s-]+of\s+)?(?:notes\/|chapters\/)?[\w\-.]+\.md\b|\bcontents?\s+of\b/iu;
const ASKS_CONTENT_ZH =
  /(?:写了|写的|写着|说了|说的|讲了|讲的|记了|记的|里有|里面有|中有|里是|里面是)(?:是|些)?(?:什么|啥)(?!问题|错|不对)|内容是(?:什么|啥)|(?:有|是)(?:什么|哪些)内容|(?<![解阅朗])(?:读|念)(?:一下|一遍|给我听)|给我看看?/u;

export function asksWhatFileSays(text: string): boolean {
  return NAMED_PATH.test(text) && (ASKS_CONTENT_EN.test(text) || ASKS_CONTENT_ZH.test(text));
}

type WorkspaceFile = LineCheckTurn["context"]["files"][number];

/**
 * The workspace file the text names: the longest path (or file name) it contains, so a name written
 * straight against Chinese ("看看ground-truth.md写了什么") is still found; null when it names none of them.
 */
function mentionedFile(files: readonly WorkspaceFile[], text: string): WorkspaceFile | null {
  const lower = text.toLowerCase();
  const named = (name: string) => {
    const at = lower.indexOf(name.toLowerCase());
    return at >= 0 && !/[\w\-./]/u.test(lower.charAt(at - 1)) ? name.length : 0;
  };
  const scored = files.map((file) => ({ file, length: Math.max(named(file.path), named(file.path.split("/").at(-1)!)) }));
  return scored.filter((entry) => entry.length > 0).sort((a, b) => b.length - a.length)[0]?.file ?? null;
}

/** At most this many lines are quoted in one reply. */
const QUOTED_LINES = 20;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

/** The reply to a question asking what a named file says: its readFile call, then its lines quoted. Null: not such a question. */
export function namedFileRead(turn: LineCheckTurn): OfflineReply | null {
  const { ctx, t, context, text } = turn;
  if (!asksWhatFileSays(text)) return null;
  const named = NAMED_PATH.exec(text)![0];
  const file = mentionedFile(context.files, text) ?? fileNamed(context, named);
  if (!file) return { text: fill(t.noFileToRead, { path: named }) };
  const read = readThisTurn(ctx, t, turn.callIds);
  if (read && "reply" in read) return read.reply;
  if (read) {
    const { lines } = read;
    const rows = lines.numbered.trimEnd().split("\n").filter(Boolean);
    if (rows.length === 0) return { text: fill(t.fileEmpty, { path: lines.path }) };
    // A reply quotes a screenful, however much readFile returned; the rest is asked for by line numbers.
    const shown = rows.slice(0, QUOTED_LINES);
    const end = lines.start + shown.length - 1;
    const count = Math.max(lines.lineCount ?? 0, file.lineCount);
    const quoted = shown.map((line) => `> ${line}`).join("\n");
    const next = { path: lines.path, count, next: end + 1, last: Math.min(end + QUOTED_LINES, count) };
    const more = count > end ? `\n\n${fill(t.fileHasMore, next)}` : "";
    return { text: `${fill(t.fileSays, { path: lines.path, version: lines.version, start: lines.start, end })}\n\n${quoted}${more}` };
  }
  if (!mayCall(ctx, WORKSPACE_TOOL.readFile)) return null;
  const range = namedLines(text);
  const input = range ? { path: file.path, start: range.start, end: range.end } : { path: file.path };
  return { toolCall: { toolName: WORKSPACE_TOOL.readFile, input } };
}
