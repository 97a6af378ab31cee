"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { LEARNING_FILES } from "../contract-constants";
import { getFile } from "../api/get-file";
import { getFileTree } from "../api/get-file-tree";
import { workspaceMessages } from "./workspace-messages";

/** On the course page: the way into the workspace, with milestones done / total. */
export function WorkspaceEntry({ courseId }: { courseId: string }) {
  const t = useMessages(workspaceMessages);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  useEffect(() => {
    let live = true;
    void getFileTree(courseId)
      .then(() => getFile(courseId, LEARNING_FILES.milestones))
      // The milestones parser (remark) is its own chunk: the course page's first load stays small.
      .then(async ({ file }) => {
        const { parseMilestones } = await import("../lib/milestones");
        const milestones = parseMilestones(file.content);
        if (live) setProgress({ done: milestones.filter((milestone) => milestone.done).length, total: milestones.length });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [courseId]);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="workspace-entry">
      <Link
        href={`/courses/${encodeURIComponent(courseId)}/workspace`}
        className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-accent-ink hover:bg-accent-soft"
        data-testid="open-workspace"
      >
        {t.title} →
      </Link>
      {progress ? (
        <span className="text-sm text-fg-muted" data-testid="workspace-progress" data-done={progress.done} data-total={progress.total}>
          {t.milestonesDone({ done: progress.done, total: progress.total })}
        </span>
      ) : null}
    </div>
  );
}
