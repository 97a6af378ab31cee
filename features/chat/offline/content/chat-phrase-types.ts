/** The offline tutor chat's phrases for one language. `{name}` placeholders are filled by interpolate(). */
export type ChatMaskVoice = "default" | "blunt" | "warm" | "rational" | "chameleon";

export interface ChatPhrases {
  /** Each mask's openings: distinct from every other mask's, picked by a hash of the learner's words. */
  openings: Record<ChatMaskVoice, readonly [string, ...string[]]>;
  /** Each mask's way of ending a plain answer. */
  closings: Record<ChatMaskVoice, string>;
  /** A plain answer's body about {topic}. */
  plainBody: string;
  greeting: string;
  /** The reply to thanks / "got it". */
  thanks: string;
  /** The learner note's lines. */
  noteLevel: { beginner: string; intermediate: string; advanced: string };
  noteStruggle: string;
  noteGoal: string;
  noteSaid: string;
  noted: string;
  options: { question: string; choices: readonly [string, string, string] };
  /** The options card when the request names no subject. */
  optionsGeneric: { question: string; choices: readonly [string, string, string] };
  chose: string;
  typedAnswer: string;
  coursesFound: string;
  coursesNone: string;
  coursesNoneTopic: string;
  startCourse: string;
  deepDiveDone: string;
  deepDiveCited: string;
  deepDiveFailed: string;
  toolFailed: string;
  /** The deep-dive explanation: a structured markdown document about {topic}. */
  dive: {
    overview: string;
    keyIdeasTitle: string;
    keyIdeas: readonly [string, string, string];
    exampleTitle: string;
    example: string;
    /** The example's steps table: its two column heads, then one row per step. */
    exampleTable: { step: string; what: string; rows: readonly [string, string, string] };
    pitfallsTitle: string;
    pitfalls: readonly [string, string];
    questionTitle: string;
    question: string;
    summaryTitle: string;
    summary: string;
  };
}
