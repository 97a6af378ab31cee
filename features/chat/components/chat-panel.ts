import type { ReactNode } from "react";
import type { TutorMode } from "@/lib/ai/tutor-mode";

/** What a panel another feature puts above the chat's composer works with (composed in app/). */
export interface ChatPanelControls {
  /** The session's id when it was opened with a history (its panel may read where it was left); null for a new one. */
  sessionId: string | null;
  /** The latest data of each transient data part the tutor streamed (e.g. `data-guided`), by part type. */
  data: Readonly<Record<string, unknown>>;
  /** Null while the learner's remembered choice cannot be known yet (server render, hydration): draw neither. */
  mode: TutorMode | null;
  setMode(mode: TutorMode): void;
  /** Sends the learner's words to the tutor, as if typed. */
  send(text: string): void;
  busy: boolean;
}

export type ChatPanel = (controls: ChatPanelControls) => ReactNode;
