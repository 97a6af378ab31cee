import type { TopicKind } from "../topic-kind";

/** A term a module's chapters define: its name and a one-line definition that does not repeat the name. */
export type StageTerm = readonly [term: string, definition: string];

/**
 * What each module of an offline course is about, as terms: per topic kind, one list per stage of
 * that kind's learning path (./kinds-*.ts, same order; the capstone stage has none). True of any
 * subject of the kind, so neither the offline writer nor the interview's placement check invents
 * facts about one, and each module's chapters define their own terms instead of the same scaffolding.
 */
export interface StageTermTable {
  stages: Record<TopicKind, readonly (readonly StageTerm[])[]>;
  /** The capstone module's (the offline designer's last: "Capstone: …"): true of any project that reaches an outcome. */
  capstone: readonly StageTerm[];
}
