/**
 * Wording of offline-written chapters, per language. Placeholders: {topic},
 * {title}, {module} (quoted), {moduleName} (plain), {objective}, {background}, {outcome}, {style}, {previous},
 * {next}, {n}, {total}, {minutes}, {reason}. Learner text is always quoted by
 * the caller, so every template reads correctly whatever the learner typed.
 */
export interface ProseSection {
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface ChapterPhrases {
  meta: string;
  goal: string;
  background: { none: string; beginner: string; intermediate: string; advanced: string };
  outcome: { given: string; none: string };
  place: { first: string; middle: string; last: string; only: string };
  style: { handsOn: string; conceptsFirst: string; quizzes: string; examples: string };
  ideas: ProseSection;
  keyTerms: ProseSection;
  /** The key-terms section of a module with terms of its own (../stage-terms), and each term's line in it: {term}, {definition}. */
  termsTitle: string;
  termLine: string;
  why: ProseSection;
  steps: { title: string; intro: string; items: readonly string[] };
  example: { title: string; codeIntro: string; scenarioIntro: string; walkthroughTitle: string; walkthrough: readonly string[] };
  codeComments: { c1: string; c2: string; c3: string };
  another: { title: string; codeIntro: string; scenarioIntro: string; after: string };
  yourTurn: ProseSection;
  pitfalls: ProseSection;
  quickCheck: readonly { q: string; a: string }[];
  deeper: ProseSection;
  gentler: ProseSection;
  rewrite: { deeper: string; gentler: string; examples: string; other: string };
  summary: ProseSection;
  selfCheck: {
    title: string;
    intro: string;
    questions: readonly [string, string, string];
    answersTitle: string;
    answers: readonly [string, string, string];
  };
  quickCheckLabel: string;
  answerLabel: string;
}
