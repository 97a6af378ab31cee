import { CHAPTERS_DIR } from "@/lib/course-scope/chapter-file-path";
import { WORKSPACE_LIMITS } from "../contract-constants";
import { forbiddenName } from "./path-names";

/**
 * The one path validator every route and tool uses. A workspace path is a
 * relative POSIX path to a markdown file inside one course; it never names
 * anything on a disk, but it is checked as strictly as if it did, so a path
 * that looks like traversal is refused rather than quietly cleaned up.
 */
export type PathCheck = { ok: true; path: string } | { ok: false; status: 400 | 403; message: string };
/**
 * `read` opens a file; `write` creates or changes one (every name rule); `remove` deletes a file or
 * renames it away, so a file stored before a name rule existed (CON.md) can still be cleaned up.
 */
export type PathAccess = "read" | "write" | "remove";

// Control characters (C0, DEL, C1) and invisible direction overrides that make a name lie about itself.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;
// Letters, marks and digits of any script, and a few separators; everything else (: * ? < > | % \ " …) is refused.
const SEGMENT = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} _\-.()]*$/u;

function refuse(message: string, status: 400 | 403 = 400): PathCheck {
  return { ok: false, status, message };
}

export function checkWorkspacePath(raw: unknown, access: PathAccess): PathCheck {
  if (typeof raw !== "string" || raw === "") return refuse("Give a file path, for example notes/ideas.md.");
  if (raw.length > WORKSPACE_LIMITS.pathLength) return refuse(`The path is too long (limit ${WORKSPACE_LIMITS.pathLength} characters).`);
  if (INVISIBLE.test(raw)) return refuse("The path contains control or invisible characters.");
  if (raw.includes("\\")) return refuse("Use / between folders, not a backslash.");
  if (/%[0-9a-f]{2}/i.test(raw)) return refuse("Percent-encoded characters are not allowed in a path.");
  // Full-width and other look-alike dots, slashes and colons (．／＼：) become the real ones under NFKC.
  if ([...raw].some((char) => char > "\u007f" && /[./\\:%]/.test(char.normalize("NFKC")))) {
    return refuse("The path contains look-alike dots, slashes or colons.");
  }
  if (raw.startsWith("/") || raw.startsWith("~") || /^[a-z]:/i.test(raw))
    return refuse("Use a path relative to the workspace, not an absolute one.");
  const path = raw.normalize("NFC");
  const segments = path.split("/");
  if (segments.length > WORKSPACE_LIMITS.pathDepth)
    return refuse(`The path is nested too deeply (limit ${WORKSPACE_LIMITS.pathDepth} levels).`);
  for (const segment of segments) {
    if (segment === "") return refuse("The path has an empty folder name (// or a trailing /).");
    if (segment === "." || segment === "..") return refuse("The path may not contain . or .. folders.");
    if (segment.length > WORKSPACE_LIMITS.segmentLength)
      return refuse(`A name in the path is too long (limit ${WORKSPACE_LIMITS.segmentLength}).`);
    if (!SEGMENT.test(segment) || segment.endsWith(" ") || segment.includes("..")) {
      return refuse(`"${segment}" is not a usable name: letters, digits, spaces, - _ . ( ) only, starting with a letter or digit.`);
    }
  }
  const name = segments.at(-1) ?? "";
  if (!name.endsWith(".md") || name === ".md") return refuse("Only markdown files (.md, lower case) can be kept here.");
  if (access !== "read" && isChapterPath(path)) return refuse("Chapters are read-only. Copy what you need into notes/.", 403);
  const forbidden = access === "write" ? forbiddenName(segments) : null;
  if (forbidden) return refuse(forbidden);
  return { ok: true, path };
}

export function isChapterPath(path: string): boolean {
  return path === CHAPTERS_DIR || path.startsWith(`${CHAPTERS_DIR}/`);
}
