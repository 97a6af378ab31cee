import { LEARNING_FILES, type WorkspaceContextBlock } from "../contract";

type WorkspaceFile = WorkspaceContextBlock["files"][number];

/** Where an addition goes: a file to append to, a new note to create, or a path the workspace does not have. */
export type Target = { kind: "file"; file: WorkspaceFile } | { kind: "new"; path: string } | { kind: "missing"; path: string };

const MY_NOTE = /^(?:my notes?|the notes?|this note|我的笔记|笔记)$/iu;

/** A note's file name from a topic: lower-case words joined by dashes, Han kept; "note" when nothing is left. */
export function noteSlug(topic: string): string {
  const slug = topic
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/g, "");
  return slug || "note";
}

/**
 * The file the learner named ("ground-truth.md", "ground truth", "notes/pods.md", "pods.md"), or for
 * "my note" / no name: the note they referenced, else their first note, else a new note named after
 * the topic. Chapters are never a target: they are the course's, read-only.
 */
export function resolveTarget(
  context: WorkspaceContextBlock,
  named: string | null,
  referencedPath: string | null,
  newNotePath: string,
): Target {
  const writable = context.files.filter((file) => !file.readOnly);
  if (named && !MY_NOTE.test(named.trim())) {
    // "the ground truth file", "groundtruth", "guidance file": the learning file of that name.
    const wanted = named
      .trim()
      .toLowerCase()
      .replace(/^the\s+|\s+file$/g, "")
      .replace(/^ground[- ]?truth/, "ground-truth")
      .replace(/\s+/g, "-");
    const path = /^ground-truth$/.test(wanted) ? LEARNING_FILES.groundTruth : /^guidance$/.test(wanted) ? LEARNING_FILES.guidance : wanted;
    const found =
      writable.find((file) => file.path.toLowerCase() === path) ??
      writable.find((file) => file.path.toLowerCase().split("/").at(-1) === path.split("/").at(-1));
    if (found) return { kind: "file", file: found };
    if (path.startsWith("notes/") && /^notes\/[\w\-\p{Script=Han}]+\.md$/u.test(path)) return { kind: "new", path };
    return { kind: "missing", path: named.trim() };
  }
  const referenced = referencedPath ? writable.find((file) => file.path === referencedPath && file.path.startsWith("notes/")) : undefined;
  const note = referenced ?? writable.find((file) => file.path.startsWith("notes/"));
  return note ? { kind: "file", file: note } : { kind: "new", path: newNotePath };
}
