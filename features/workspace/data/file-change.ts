import "server-only";
import { AppError, type ErrorText } from "@/lib/errors";
import { replaceExact, replaceLineRange } from "../lib/line-text";

export type FileChange =
  | { kind: "content"; content: string }
  | { kind: "lines"; start: number; end: number; text: string }
  | { kind: "exact"; oldText: string; newText: string };

/** The file's text after `change`, or the error saying in each language why it was not changed. */
export function applyChange(current: string, change: FileChange, path: string): string {
  if (change.kind === "content") return change.content;
  if (change.kind === "lines") {
    const result = replaceLineRange(current, change.start, change.end, change.text);
    if (!result.ok)
      throw new AppError("bad_request", {
        en: `${path}: ${result.message}`,
        zh: `${path} 没有被修改：这些行无法替换（${result.message}）。`,
      });
    return result.content;
  }
  const result = replaceExact(current, change.oldText, change.newText);
  if (result.ok) return result.content;
  const why: ErrorText =
    result.reason === "empty"
      ? { en: "the text to replace is empty", zh: "要替换的文本是空的" }
      : result.reason === "no_match"
        ? {
            en: "the text to replace does not occur in it (read the file again and copy the exact text)",
            zh: "文件里没有要替换的文本（请重新读取文件，复制原样的文本）",
          }
        : {
            en: `the text to replace occurs ${result.count} times (include more surrounding text so it matches once)`,
            zh: `要替换的文本出现了 ${result.count} 次（请带上更多上下文，让它只匹配一处）`,
          };
  throw new AppError("bad_request", { en: `${path} was not changed: ${why.en}.`, zh: `${path} 没有被修改：${why.zh}。` });
}
