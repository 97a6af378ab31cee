"use client";

import { useState } from "react";
import { SourceViewer } from "@/features/sources/components/source-viewer";
import { SourcesSection } from "@/features/sources/components/sources-section";
import type { WorkspaceHost } from "@/features/workspace/components/workspace-extensions";

/**
 * The sources feature inside the workspace: the Sources section of the file
 * tree and the source viewer shown in the editor's place. Citation chips (the
 * tutor's side) open sources through `showSource` too, so a source is always
 * one view, keyed by its id: opening it again at other lines re-highlights.
 */
export function showSource(host: WorkspaceHost, source: { id: string; title: string }, highlight?: { start: number; end: number }): void {
  host.showView({
    key: `source:${source.id}`,
    title: source.title,
    node: <SourceViewer courseId={host.courseId} sourceId={source.id} highlight={highlight} />,
  });
}

function SourcesTreeSection({ host }: { host: WorkspaceHost }) {
  const [active, setActive] = useState<string | null>(null);
  return (
    <SourcesSection
      courseId={host.courseId}
      activeSourceId={active}
      onOpen={(source) => {
        setActive(source.id);
        showSource(host, source);
      }}
      onRemoved={(source) => {
        if (source.id !== active) return;
        setActive(null);
        host.showView(null);
      }}
    />
  );
}

/** WorkspaceExtensions.treeSection for the sources feature. */
export const sourcesTreeSection = (host: WorkspaceHost) => <SourcesTreeSection host={host} />;
