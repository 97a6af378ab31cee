/** The offline tutor chat's phrases for one language. `{name}` placeholders are filled by interpolate(). */
export type ChatMaskVoice = "default" | "blunt" | "warm" | "rational" | "chameleon";

export interface ChatPhrases {
  /** Each mask's openings: distinct from every other mask's, picked by a hash of the learner's words. */
  openings: Record<ChatMaskVoice, readonly [string, ...string[]]>;
  /** Each mask's way of ending a plain answer. */
  closings: Record<ChatMaskVoice, string>;
  /**
   * How each kind of answer ends, in each mask's voice: a plan's "which step to expand" does not fit a
   * course lookup or a deep dive. found/none: a lookup that found courses about the subject, or did not.
   */
  followUps: Record<"found" | "none" | "deepDive" | "started", Record<ChatMaskVoice, string>>;
  /** A plain answer's body about {topic} (the default mask's). */
  plainBody: string;
  /** The other masks' bodies: each its own method — the coach challenges, the mentor encourages, the rationalist asks for reasons. */
  bodies: { blunt: string; warm: string; rational: string };
  /** The chameleon adapts to how the learner writes: in a hurry, playful, or precise. */
  chameleon: { brief: string; playful: string; rigorous: string };
  greeting: string;
  /** "Quiz me on X" in the chat: no quiz is drawn or graded here, said plainly, with where practice lives. */
  quizElsewhere: string;
  /** "How am I doing?", "我练过递归吗": the practice record is not readable here, so nothing is claimed about it; where it is. */
  progressElsewhere: string;
  /** The reply to goodnight, goodbye, a morning hello or "I'm tired": kind, and nothing to look into. */
  parting: string;
  /** The reply to thanks / "got it". */
  thanks: string;
  /** A message whose subject the offline model cannot read (and none came before): what to say instead of a plan. */
  unread: string;
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
  /**
   * A lookup that found courses, in each mask's own voice and method (the chameleon's short form for a
   * hurried or short question): an intro ({topic}; introAll when no subject was read), then one line per
   * course ({n}, {course} as a link, {chapters} as links). Every voice lists the same courses, chapters and links.
   */
  lookup: Record<ChatMaskVoice | "chameleonBrief", { intro: string; introAll: string; course: string; courseWithChapters: string }>;
  coursesNone: string;
  coursesNoneTopic: string;
  /** No course matches {topic}; the learner's courses follow. */
  coursesNoneTopicList: string;
  /** The learner's courses, when they asked which they have. */
  coursesAll: string;
  startCourse: string;
  deepDiveDone: string;
  deepDiveCited: string;
  deepDiveFailed: string;
  toolFailed: string;
  /**
   * An explanation built from the learner's own material (./grounded-answer.ts): the answer sentence
   * first, framed in the mask's voice ({topic}, {sentence}, {cite}), then the connected lines; or, with
   * nothing relevant, the plain statement that nothing covers {topic} and the offline model cannot explain it.
   */
  explain: {
    answer: Record<ChatMaskVoice, string>;
    connected: string;
    line: string;
    cite: string;
    closing: Record<ChatMaskVoice, string>;
    nothing: string;
    /**
     * Nothing quotable on {topic}, but the lookup "which of my courses covers it?" finds {courses} (links)
     * about it: said so, never "none covers it".
     */
    coveredUnquoted: string;
    /** After "nothing covers it": each mask's own next step, about the learner's material, never about the topic. */
    nothingNext: Record<ChatMaskVoice, string>;
    /** After "it comes under your course, nothing there to quote yet": each mask's own next step, with that course. */
    coveredNext: Record<ChatMaskVoice, string>;
    /** The search of the learner's material is not on offer this turn. */
    unsearched: string;
    /** Asked for an example ("Can you give me an example?"): none of the quoted lines is one, and none is made up. */
    noExample: string;
    /** "Tell me more": every line the material has on {topic} is already quoted above; nothing is repeated. */
    nothingMore: string;
    /** Asked what {topic} is or means, and the material only mentions it: said so, then where ({sentence}, {cite}). */
    mentionsOnly: string;
    /** The other places the material mentions {topic}. */
    mentionedElsewhere: string;
    /** Asked for an example and the material has one in code: {cite}, then the block as written, fenced. */
    codeExample: string;
  };
  /** The deep-dive explanation: a structured markdown document about {topic}. */
  dive: {
    /** Built from the learner's courses: the answer sentence, the passages, how to read them. */
    inShort: string;
    fromCoursesTitle: string;
    passage: string;
    connectTitle: string;
    connect: string;
    /** Nothing in the learner's courses explains {topic}: said first, and the rest is a study method, not facts. */
    nothing: string;
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
