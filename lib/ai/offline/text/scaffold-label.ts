/**
 * A label, not a term: "What it is", "Why it matters", "Goal of this chapter", "它是什么", "本章目标" —
 * what a chapter's scaffolding calls its parts says nothing about the subject, so it is never taken
 * for a concept (a ground-truth definition, a question's option).
 */
const LABEL = /\b(?:what|why|where|when|how|it|its|you|your|this|these|we|our)\b|什么|为什么|哪里|怎么|如何|它|你|本章|这一?章/iu;

export const isScaffoldLabel = (term: string) => LABEL.test(term);
