/**
 * Test support for the workspace tutor's request reader on held-out sets (not a test file): the row
 * a request is written as — the text, whether lines are selected, and what a person reads in it — and
 * the one check each set runs on every row, so a set's file holds only its rows.
 */
import { expect, it } from "vitest";
import { readTutorRequest, type TutorRequest } from "@/features/workspace/offline/tutor-requests";

/** The request a person reads: its kind, and the fields it names (fields left out are not checked). */
export type ExpectedRequest = Partial<TutorRequest> & { kind: TutorRequest["kind"] };
export type RequestRow = [text: string, hasReferences: boolean, expected: ExpectedRequest];

/** One test per row (titled by its text): the request read matches the row's fields exactly. */
export function itReadsEachRequest(rows: RequestRow[]) {
  it.each(rows)("%s", (text, hasReferences, expected) => {
    expect(readTutorRequest(text, hasReferences)).toMatchObject(expected);
  });
}

/** The request a person reads, as values or patterns a field's text must match (a kind pattern: the readings a person accepts). */
export type RequestPattern = { kind: TutorRequest["kind"] | RegExp } & Record<string, unknown>;
/**
 * A question for the course ("which chapter talks about hash tables?"): no request of the tutor's
 * own (kind "none"), left to the material answerer. `ask` says what it asks about; the search for it
 * is checked with the material questions, not here.
 */
export type CourseQuestion = { ask: RegExp };
export type RequestPatternRow = [text: string, refs: boolean, want: RequestPattern | CourseQuestion];

/**
 * One test per row (titled by its text): each field the row names equals its value or matches its
 * pattern; a question for the course is read as no request.
 */
export function itReadsEachRequestAsPattern(rows: RequestPatternRow[]) {
  it.each(rows)("%s", (text, refs, want) => {
    if (!("kind" in want)) {
      expect(readTutorRequest(text, refs).kind).toBe("none");
      return;
    }
    const request = readTutorRequest(text, refs) as Record<string, unknown>;
    for (const [key, value] of Object.entries(want)) {
      if (value instanceof RegExp) expect(String(request[key] ?? ""), key).toMatch(value);
      else expect(request[key], key).toEqual(value);
    }
  });
}
