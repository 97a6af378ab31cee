"use client";

import { applyPatch, parsePatch, reversePatch } from "diff";
import { useState } from "react";
import { getFile } from "../api/get-file";
import { writeFile } from "../api/write-file";
import type { TutorStrings } from "./workspace-messages";

/** A unified diff (from the `diff` library) as coloured lines; text only, so any markup in it stays inert. */
export function DiffLines({ patch }: { patch: string }) {
  const [parsed] = parsePatch(patch);
  const lines =
    parsed?.hunks.flatMap((hunk) => [`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`, ...hunk.lines]) ?? [];
  return (
    <pre className="max-h-64 overflow-auto rounded bg-surface-2 p-2 text-xs leading-5" data-testid="diff-lines">
      {lines.map((line, index) => (
        <div
          key={index}
          className={
            line.startsWith("+") ? "bg-accent-soft text-success" : line.startsWith("-") ? "bg-danger-soft text-danger" : "text-fg-muted"
          }
        >
          {line || " "}
        </div>
      ))}
    </pre>
  );
}

/** Undo of an applied tutor edit: the reverse patch on the file as it is, only if nobody wrote after it. */
export function UndoButton({
  courseId,
  path,
  version,
  patch,
  onDone,
  t,
}: {
  courseId: string;
  path: string;
  version: number;
  patch: string;
  onDone: () => void;
  t: TutorStrings;
}) {
  const [state, setState] = useState<"idle" | "done" | string>("idle");
  async function undo() {
    try {
      const { file } = await getFile(courseId, path);
      const [parsed] = parsePatch(patch);
      const restored = parsed && file.version === version ? applyPatch(file.content, reversePatch(parsed)) : false;
      if (restored === false) throw new Error(`${path} changed after this edit`);
      await writeFile(courseId, { path, content: restored, baseVersion: file.version });
      setState("done");
      onDone();
    } catch (error) {
      setState(error instanceof Error ? error.message : String(error));
    }
  }
  if (state === "done") return <span className="text-xs text-fg-muted">{t.undone}</span>;
  return (
    <span className="flex items-center gap-2">
      <button type="button" className="text-xs font-medium text-accent-ink underline" onClick={() => void undo()} data-testid="undo-edit">
        {t.undo}
      </button>
      {state !== "idle" ? <span className="text-xs text-danger">{t.undoFailed({ error: state })}</span> : null}
    </span>
  );
}
