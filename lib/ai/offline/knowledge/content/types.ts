import type { TopicKind } from "../topic-kind";

/**
 * Everything the offline model "knows" about a kind of subject, per language.
 * `{topic}` (and, for languages, `{script}`) are filled in at use. Statements stay
 * generic on purpose: the offline model must not invent versions, dates or facts
 * it cannot check.
 */
export interface KindTemplate {
  /** 2-3 sentences: what the subject is and why people learn it. */
  summary: string;
  /** Version-free advice on how to check what is current. */
  currentState: string;
  /** The usual learning path, foundations first; the last stage is a capstone. */
  stages: readonly string[];
  /** Noun phrases that read well after "comfortable with" / "熟悉". */
  prerequisites: readonly string[];
  commonGoals: readonly string[];
  /** Broad, long-lived observations, never news. */
  trends: readonly string[];
  /** Label of hands-on chapters ("Lab" for tools, "Practice" for a language). */
  handsOn: string;
  /** Fills "I ___ {topic} regularly". */
  practiseVerb: string;
  /** A concrete capstone-style outcome offered when asking for the target outcome. */
  outcome: string;
  /** Whether an exam or certification is a usual goal, so it is only offered then. */
  certifiable: boolean;
}

export type KindTable = Record<TopicKind, KindTemplate>;
