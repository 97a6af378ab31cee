import type { UIMessage } from "ai";
import type { ComponentType, ReactNode } from "react";
import type { TutorMode } from "@/lib/ai/tutor-mode";

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

/** What a panel beside the tutor works with: the turn's data parts by type, the tutor's mode, a way to say something. */
export interface TutorPanelControls {
  /** The latest data of each transient data part the tutor streamed (e.g. `data-guided`), by part type. */
  data: Readonly<Record<string, unknown>>;
  /** Null while the learner's remembered choice cannot be known yet (server render, hydration): draw neither. */
  mode: TutorMode | null;
  setMode(mode: TutorMode): void;
  /** Sends the learner's words to the tutor, as if typed. */
  send(text: string): void;
  busy: boolean;
}

/** Lines selected in the editor's source view, in the open file. */
export interface EditorSelection {
  path: string;
  start: number;
  end: number;
}

/** What a selection tool is given: it renders its button(s) beside "Ask the tutor" and any dialog they open. */
export interface SelectionToolsProps {
  courseId: string;
  selection: EditorSelection;
}

/** A module's status by the evidence rule, as another feature reckons it (the practice feature's mastery). */
export interface MilestoneModuleStatus {
  /** 0-based, in course order (as milestones.md's "Module n" names it, 1-based). */
  moduleIndex: number;
  status: "earned" | "in_progress" | "not_started";
  /** Where the learner opens the attempts behind it. */
  href: string;
}

/** The course's evidence for the milestones bar: each module's status, and where all the counted attempts open. */
export interface MilestoneEvidence {
  modules: readonly MilestoneModuleStatus[];
  href: string;
}

/** What gives the milestones bar its evidence: it renders `children` with it (null while unknown). */
export interface MilestoneEvidenceProps {
  courseId: string;
  /** Changes when evidence may have changed (a tutor turn ended, milestones.md was written): read it again. */
  refreshKey: string;
  children: (evidence: MilestoneEvidence | null) => ReactNode;
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
  /** A panel under the tutor's header (e.g. guided mode's hint ladder), fed by the tutor's data parts. */
  tutorPanel?: (controls: TutorPanelControls) => ReactNode;
  /** Beside "Ask the tutor" under a selection in the editor (e.g. the practice feature's "Make a question"). */
  SelectionTools?: ComponentType<SelectionToolsProps>;
  /** Each milestone's evidence status beside its tick (the practice feature's mastery rule). */
  MilestoneEvidence?: ComponentType<MilestoneEvidenceProps>;
}
