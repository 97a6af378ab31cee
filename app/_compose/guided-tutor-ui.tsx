"use client";

import { GUIDED_DATA_PART, guidedViewSchema } from "@/features/practice/contract";
import { GuidedPanel } from "@/features/practice/components/guided-ladder";
import type { TutorMode } from "@/lib/ai/tutor-mode";

/** What a tutor's panel is given, by the workspace (TutorPanelControls) and the chat (ChatPanelControls) alike. */
interface PanelControls {
  data: Readonly<Record<string, unknown>>;
  mode: TutorMode;
  setMode(mode: TutorMode): void;
  send(text: string): unknown;
  busy: boolean;
}

/**
 * Guided mode's ladder (the practice feature's) as the workspace tutor's and the chat's panel: the view the last
 * turn streamed as its `data-guided` part, read through the contract's schema (anything else shows
 * only the switch), and the learner's buttons sent through the tutor.
 */
export function guidedTutorPanel({ data, mode, setMode, send, busy }: PanelControls) {
  const parsed = guidedViewSchema.safeParse(data[GUIDED_DATA_PART]);
  return <GuidedPanel view={parsed.success ? parsed.data : null} mode={mode} onMode={setMode} onSend={send} busy={busy} />;
}

/** The same panel as a component, for a page that loads it lazily (the chat). */
export function GuidedTutorPanel(controls: PanelControls) {
  return guidedTutorPanel(controls);
}
