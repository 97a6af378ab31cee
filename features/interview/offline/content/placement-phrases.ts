import type { Locale } from "@/lib/i18n/locales";

/** What the offline interviewer says in the placement check. Placeholders: {n}, {target}, {document}, {definition}, {stage}. */
export interface PlacementPhrases {
  title: string;
  intro: string;
  /** A term the learner's document defines. */
  graded: string;
  /** A stage term of the subject's kind. */
  term: string;
  /** A self-assessment, said to be one: nothing is graded. */
  self: string;
  selfOptions: readonly [string, string, string];
  ack: string;
}

export const PLACEMENT_PHRASES: Record<Locale, PlacementPhrases> = {
  en: {
    title: "Quick check {n} of {target}",
    intro: "Before I design the course, {target} quick questions to see where to start — “I don't know” is a perfectly good answer.",
    graded: "In {document}, which term is described as {definition}?",
    term: "Which term means {definition}?",
    self: "This one has no right answer — rate yourself: how well do you know {stage} already?",
    selfOptions: ["I could explain it to someone", "I know a little about it", "Not yet"],
    ack: "Thanks, noted.",
  },
  zh: {
    title: "摸底 {n}/{target}",
    intro: "设计课程之前，先用{target}个小问题看看从哪里开始——选「我不知道」完全没问题。",
    graded: "在{document}里，哪个术语的意思是{definition}？",
    term: "哪个术语的意思是{definition}？",
    self: "这一题没有对错，请自评：你现在对{stage}有多了解？",
    selfOptions: ["我能给别人讲清楚", "了解一点", "还不会"],
    ack: "好的，记下了。",
  },
};
