/**
 * A label, not a term: "What it is", "Why it matters", "Goal of this chapter", "它是什么", "本章目标" —
 * what a chapter's scaffolding calls its parts says nothing about the subject, so it is never taken
 * for a concept (a ground-truth definition, a question's option).
 */
const LABEL = /\b(?:what|why|where|when|how|it|its|you|your|this|these|we|our)\b|什么|为什么|哪里|怎么|如何|它|你|本章|这一?章/iu;

export const isScaffoldLabel = (term: string) => LABEL.test(term);

/**
 * A sentence about the chapter or the course itself, not about its subject: "After this chapter you
 * can use Pods.", "It follows Pods and prepares you for Rollouts", "学完本章，你能运行一个 Pod。". Every
 * chapter the offline writer makes carries these with only the names changed, so a blank in one asks
 * the same question in every chapter with a different answer, and its other words (the chapter, you,
 * can) identify nothing the chapter teaches.
 */
const ABOUT_THE_CHAPTER =
  /\b(?:this|the|each|next|previous|last|first|following)\s+(?:chapter|course|module|lesson|section|unit)s?\b|\b(?:chapter|module|unit)\s+\d|本章|本节|本课|本单元|这一?[章节课]|[上下]一[章节课]|学完/iu;

export const isScaffoldSentence = (sentence: string) => ABOUT_THE_CHAPTER.test(sentence);
