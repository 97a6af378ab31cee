import { passagesOf } from "@/features/sources/lib/citations";
import { buildMaterialInstructions } from "@/features/sources/prompts/material-instructions";
import { createRefRegistry } from "@/features/sources/tools/ref-registry";
import { createSourcesTools } from "@/features/sources/tools/sources-tools";
import type { SourcesToolContext } from "@/features/sources/tools/tool-context";
import type { TutorExtension } from "@/features/workspace/agents/workspace-tutor-agent";
import type { Database } from "@/lib/db/client";

/** The search and the reader the tools run against (owner- and course-scoped by their inputs). */
export type MaterialAccess = Pick<SourcesToolContext, "search" | "read">;

/**
 * The sources feature's part of a workspace tutor turn: searchMaterial and
 * readSource (one ref registry per turn, so refs are unique within it) and the
 * instructions on searching, citing and treating material as material.
 */
export function sourcesTutorExtension(input: { ownerId: string; courseId: string; access: MaterialAccess }): TutorExtension {
  const refs = createRefRegistry();
  const tools = createSourcesTools({ ownerId: input.ownerId, courseId: input.courseId, ...input.access, refs });
  return {
    tools,
    instructions: ({ language }) => buildMaterialInstructions(language),
    // A turn that continues an answer (after a proposal was answered) keeps that answer's refs.
    beginTurn: (history) => {
      const last = history.at(-1);
      if (last?.role === "assistant") for (const passage of passagesOf(last).values()) refs.adopt(passage);
    },
  };
}

/**
 * The real search service and reader, bound to the database.
 * LEAD: connect sources-index's modules here once they are merged:
 *   import { searchCourseMaterial } from "@/features/sources/server/search-service";
 *   import { readSourceLines } from "@/features/sources/server/source-reader";
 *   return { search: (q) => searchCourseMaterial(db, q), read: (q) => readSourceLines(db, q) };
 * Until then the tutor runs without the material tools (null).
 */
export function materialAccess(db: Database): MaterialAccess | null {
  void db;
  return null;
}

/** The extension for this turn, or none when the material is not searchable in this build. */
export function sourcesTutorExtensionFor(db: Database, ownerId: string, courseId: string): TutorExtension | undefined {
  const access = materialAccess(db);
  return access ? sourcesTutorExtension({ ownerId, courseId, access }) : undefined;
}
