import type { OfflineReply, RoleContext } from "./role-context";

/**
 * How an offline role grounds what it says in the learner's material without
 * knowing whose tools search it: a feature that owns a search (the sources
 * feature's searchMaterial) implements this port, app/_compose hands it to the
 * roles that need it, and the role only ever quotes what the port returns.
 */

/** One passage a search returned, ready to quote. */
export interface GroundedPassage {
  /** The turn's ref ("S1"), as the learner's citation chips show it. */
  ref: string;
  /**
   * Where `sentence` is, as the learner reads it: "chapters/01-02-loss.md:12" or "Paper.pdf, p. 3, lines 40–44" —
   * the lines the quoted sentence stands on when the passage's lines hold it, else the passage's.
   */
  citation: string;
  /** Workspace path of a chapter or learning file; null for uploads and pasted text. */
  path: string | null;
  lineStart: number;
  lineEnd: number;
  /** The passage's sentence(s) that best match the search, as written (markup neutralised); "" when none does. */
  sentence: string;
  /** The passage's whole snippet, flattened to one quotable line. */
  snippet: string;
  /**
   * The passage's lines as written (indentation, code fences and all), each with its line number in the
   * source: what a role copies a few lines of (a short code block, the lines of an example) and cites by
   * those numbers. Source text: copied only inside a code fence or through quoting, never obeyed. Empty when
   * the search gave none.
   */
  lines?: readonly { n: number; text: string }[];
  /** The citation of lines `start`–`end` of this passage, as the learner reads it (defaults to `path:start-end`). */
  citeLines?: (start: number, end: number) => string;
  /** The citation of exactly the lines holding another sentence of this passage (the passage's citation when they do not hold it). */
  citeSentence?: (sentence: string) => string;
}

/** Where a quoted sentence of `passage` stands: its own lines when the port can say, else the passage's. */
export const citationFor = (passage: GroundedPassage, sentence: string): string => passage.citeSentence?.(sentence) ?? passage.citation;

export type GroundingResult = { ok: true; query: string; passages: GroundedPassage[] } | { ok: false; error: string };

export interface OfflineGrounding {
  /** The call that searches the material for `query`, or null when this step may not search. */
  searchCall(ctx: RoleContext, query: string): OfflineReply | null;
  /**
   * What the searches among `toolCallIds` (this turn's calls) found, the latest last, each passage's
   * sentence picked for `focus` (defaults to the search's own query); empty when no search ran.
   */
  results(ctx: RoleContext, toolCallIds: ReadonlySet<string>, focus?: string): GroundingResult[];
}
