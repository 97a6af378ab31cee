"use client";

import { GUIDED_DATA_PART, guidedViewSchema, type GuidedView } from "@/features/practice/contract";
import { GuidedPanel } from "@/features/practice/components/guided-ladder";
import type { TutorMode } from "@/lib/ai/tutor-mode";

/** What a tutor's panel is given, by the workspace (TutorPanelControls) and the chat (ChatPanelControls) alike. */
export interface PanelControls {
  data: Readonly<Record<string, unknown>>;
  /** Null while the learner's remembered choice cannot be known yet (server render, hydration): draw neither. */
  mode: TutorMode | null;
  setMode(mode: TutorMode): void;
  send(text: string): unknown;
  busy: boolean;
}

/** The view the last turn streamed as its `data-guided` part, read through the contract's schema (else null). */
export function streamedGuidedView(data: Readonly<Record<string, unknown>>): GuidedView | null {
  const parsed = guidedViewSchema.safeParse(data[GUIDED_DATA_PART]);
  return parsed.success ? parsed.data : null;
}

/**
 * Guided mode's ladder (the practice feature's) as the workspace tutor's panel: the view the last turn streamed
 * (or the page read with the conversation), and the learner's buttons sent through the tutor.
 */
export function guidedTutorPanel(controls: PanelControls) {
  return <GuidedLadderPanel {...controls} view={streamedGuidedView(controls.data)} />;
}

/** The ladder panel of a view (null: only the switch). */
export function GuidedLadderPanel({ view, mode, setMode, send, busy }: PanelControls & { view: GuidedView | null }) {
  return <GuidedPanel view={view} mode={mode} onMode={setMode} onSend={send} busy={busy} />;
}
