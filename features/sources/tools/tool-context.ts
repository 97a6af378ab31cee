import type { SearchResponse, SourceLines } from "../contract";
import type { RefRegistry } from "./ref-registry";

/**
 * What the sources tools run against: one owner's course, the search and the
 * reader (bound to the database by app/_compose; fakes in unit tests) and the
 * turn's ref registry. Search and read are always owner- and course-scoped.
 */
export interface SourcesToolContext {
  ownerId: string;
  courseId: string;
  search(input: { ownerId: string; courseId: string; query: string; limit?: number }): Promise<SearchResponse>;
  read(input: { ownerId: string; courseId: string; sourceId: string; start: number; end: number }): Promise<SourceLines>;
  refs: RefRegistry;
}
