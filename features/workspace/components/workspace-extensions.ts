import type { UIMessage } from "ai";
import type { ReactNode } from "react";

/**
 * What another feature may add to the workspace. Features never import each
 * other, so app/ composes them: app/courses/[id]/workspace builds these from
 * the sources feature and hands them to WorkspacePage.
 */
export interface WorkspaceHost {
  courseId: string;
  /** Show a view in place of the editor (e.g. a source opened at its cited lines); null closes it. */
  showView(view: WorkspaceView | null): void;
  /** Open a workspace file in the editor, with `lines` selected and scrolled into view (e.g. a cited chapter). */
  openFile?(path: string, lines?: { start: number; end: number }): void;
}

/** Where a tool part sits: its message (e.g. the thought before a call) and its index among the parts. */
export interface ToolPartContext {
  message: UIMessage;
  index: number;
}

export interface WorkspaceView {
  /** Stable identity: showing the same key again replaces the view (e.g. a new highlighted range). */
  key: string;
  title: string;
  node: ReactNode;
}

export interface WorkspaceExtensions {
  /** A section under the files in the file tree (e.g. Sources). */
  treeSection?: (host: WorkspaceHost) => ReactNode;
  /** A tool part the workspace does not own; null falls back to the generic tool card. */
  renderToolPart?: (part: UIMessage["parts"][number], host: WorkspaceHost, context: ToolPartContext) => ReactNode | null;
  /** An assistant answer's text (e.g. `[S2]` as citation chips); null falls back to plain markdown. */
  renderAnswerText?: (text: string, message: UIMessage, host: WorkspaceHost) => ReactNode | null;
  /** A line under the tutor's header (e.g. which search mode is active). */
  tutorStatus?: (host: WorkspaceHost) => ReactNode;
}
