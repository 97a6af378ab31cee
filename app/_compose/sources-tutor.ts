import "server-only";
import { searchCourseWithDocuments } from "@/app/_compose/sources-course-documents";
import { readSourceLines } from "@/features/sources/server/source-reader";
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
 * The real search (the course's chapters and learning files synced into the index first) and the
 * reader, bound to the database.
 */
export function materialAccess(db: Database): MaterialAccess {
  return { search: (request) => searchCourseWithDocuments(db, request), read: (request) => readSourceLines(db, request) };
}

/** The extension for this turn: what the workspace chat route hands the tutor. */
export function sourcesTutorExtensionFor(db: Database, ownerId: string, courseId: string): TutorExtension {
  return sourcesTutorExtension({ ownerId, courseId, access: materialAccess(db) });
}
