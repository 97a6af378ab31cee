import { describe, expect, it } from "vitest";
import { queryUnits } from "@/features/sources/lib/query-units";
import { isMaterialQuestion, searchQueryFor } from "@/features/sources/offline/material-terms";

/** What a question about the learner's material asks: a search for its subject, or the whole material. */
export type MaterialWant = { ask: RegExp } | { whole: true };

/**
 * The check every held-out set of material questions makes: the search ranks by the question's
 * subject, never by the frame; a request about the whole material is no search for its words (left
 * to the host tutor).
 */
export function heldOutMaterialQuestions(probe: string, rows: readonly [string, MaterialWant][]): void {
  describe(`held-out material questions, ${probe}: searched for what they ask`, () => {
    it.each(rows)("%s", (question, want) => {
      if ("whole" in want) {
        expect(isMaterialQuestion(question)).toBe(false);
        return;
      }
      expect(isMaterialQuestion(question)).toBe(true);
      const asked = queryUnits(searchQueryFor(question))
        .filter((unit) => unit.strong)
        .map((unit) => unit.text);
      expect(asked.join(" ")).toMatch(want.ask);
    });
  });
}
