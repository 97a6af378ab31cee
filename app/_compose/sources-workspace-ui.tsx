"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { SourceViewer } from "@/features/sources/components/source-viewer";
import { SourcesSection } from "@/features/sources/components/sources-section";
import type { WorkspaceHost } from "@/features/workspace/components/workspace-extensions";

/**
 * The sources feature inside the workspace: the Sources section of the file
 * tree and the source viewer shown in the editor's place. Citation chips (the
 * tutor's side) open sources through `showSource` too, so a source is always
 * one view, keyed by its id: opening it again at other lines re-highlights.
 * `onClosed` runs when that view leaves the page (closed, or replaced).
 */
export function showSource(
  host: WorkspaceHost,
  source: { id: string; title: string },
  highlight?: { start: number; end: number },
  onClosed?: () => void,
): void {
  const viewer = <SourceViewer courseId={host.courseId} sourceId={source.id} highlight={highlight} />;
  host.showView({
    key: `source:${source.id}`,
    title: source.title,
    node: onClosed ? <OnUnmount run={onClosed}>{viewer}</OnUnmount> : viewer,
  });
}

function OnUnmount({ run, children }: { run: () => void; children: ReactNode }) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => () => latest.current(), []);
  return children;
}

function SourcesTreeSection({ host }: { host: WorkspaceHost }) {
  const [active, setActive] = useState<string | null>(null);
  return (
    <SourcesSection
      courseId={host.courseId}
      activeSourceId={active}
      onOpen={(source) => {
        setActive(source.id);
        // The row stays marked while its view is open; the close button or another view unmarks it.
        showSource(host, source, undefined, () => setActive((now) => (now === source.id ? null : now)));
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
