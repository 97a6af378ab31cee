import type { TopicKind } from "@/lib/ai/offline/knowledge/topic-kind";

/** A worked example for a non-technical chapter; `{topic}` and `{title}` are filled in at use. */
export interface Scenario {
  setup: string;
  table?: { head: readonly string[]; rows: readonly (readonly string[])[] };
  steps: readonly string[];
  result: string;
}

/** Two per kind: the main worked example, and the "another example" a rewrite or an examples-first learner gets. */
export type ScenarioTable = Record<Exclude<TopicKind, "software">, readonly [Scenario, Scenario]>;
