import "server-only";
import { searchCourseWithDocuments } from "@/app/_compose/sources-course-documents";
import { readSourceLines } from "@/features/sources/data/source-reader";
import { createMaterialToolkit, type MaterialAccess } from "@/features/sources/tools/material-toolkit";
import type { TutorExtension } from "@/features/workspace/agents/workspace-tutor-agent";
import type { Database } from "@/lib/db/client";

/** The sources feature's material tools as an extension of the workspace tutor. */
export function sourcesTutorExtension(input: { ownerId: string; courseId: string; access: MaterialAccess }): TutorExtension {
  return createMaterialToolkit(input);
}

/**
 * The real search (the course's chapters and learning files synced into the index first) and the
 * reader, bound to the database.
 */
function materialAccess(db: Database): MaterialAccess {
  return { search: (request) => searchCourseWithDocuments(db, request), read: (request) => readSourceLines(db, request) };
}

/** The extension for this turn: what the workspace chat route hands the tutor. */
export function sourcesTutorExtensionFor(db: Database, ownerId: string, courseId: string): TutorExtension {
  return sourcesTutorExtension({ ownerId, courseId, access: materialAccess(db) });
}
