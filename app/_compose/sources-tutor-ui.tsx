"use client";

import { showSource } from "@/app/_compose/sources-workspace-ui";
import { CitedAnswer, hasCitations } from "@/features/sources/components/cited-answer";
import { isMaterialTool, MaterialStep } from "@/features/sources/components/material-step";
import { SearchModeStatus } from "@/features/sources/components/search-mode-status";
import type { MaterialPassage } from "@/features/sources/lib/tool-schemas";
import type { WorkspaceExtensions, WorkspaceHost } from "@/features/workspace/components/workspace-extensions";

/** A cited passage opens where it lives: a chapter or learning file in the editor, a learner's source in the viewer. */
export function openPassage(host: WorkspaceHost, passage: MaterialPassage): void {
  const lines = { start: passage.lineStart, end: passage.lineEnd };
  if ((passage.kind === "chapter" || passage.kind === "file") && passage.path && host.openFile) {
    host.openFile(passage.path, lines);
    return;
  }
  // The same view the Sources section opens, keyed by the source: another citation re-highlights it.
  showSource(host, { id: passage.sourceId, title: passage.title }, lines);
}

/** The tutor's side of the sources feature in the workspace: the steps timeline, citation chips, the search-mode line. */
export const sourcesTutorExtensions: Pick<WorkspaceExtensions, "renderToolPart" | "renderAnswerText" | "tutorStatus"> = {
  renderToolPart: (part, host, { message, index }) =>
    isMaterialTool(part) ? (
      <MaterialStep part={part} message={message} index={index} onOpen={(passage) => openPassage(host, passage)} />
    ) : null,
  renderAnswerText: (text, message, host) =>
    hasCitations(text) ? <CitedAnswer text={text} message={message} onOpen={(passage) => openPassage(host, passage)} /> : null,
  tutorStatus: (host) => <SearchModeStatus courseId={host.courseId} />,
};
