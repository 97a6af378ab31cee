import type { GuidedView } from "@/features/practice/contract";

/** A ladder's view as the page reads it: a cloze on its first rung unless `extra` moves it on. */
export const guidedView = (extra: Partial<GuidedView> = {}): GuidedView => ({
  mode: "guided",
  question: {
    itemId: "q1",
    kind: "cloze",
    prompt: "____ runs one or more containers.",
    options: null,
    citation: "chapters/01-01-pods.md:3-4",
  },
  step: "ask",
  hintsUsed: 0,
  attempts: 0,
  failed: 0,
  tries: [],
  awaitingConfidence: false,
  canShowAnswer: false,
  held: 0,
  ...extra,
});
