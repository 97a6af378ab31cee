import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { courses } from "@/lib/db/schema";

/**
 * Runs `run` as the only writer of the course that holds this lock: what it reads of the course
 * (the questions its other chapters ask) stays true until what it writes is committed, so two
 * chapters saved at the same instant cannot both pick the same question (issue 24).
 *
 * - PostgreSQL: a transaction that first locks the course row (FOR NO KEY UPDATE: it waits for and
 *   holds off every other holder of this lock and every course writer holding the row FOR UPDATE,
 *   lib/course-scope lockOwnedCourse, yet never the foreign-key checks of rows naming the course);
 *   `run` gets the transaction, and each of its statements sees whatever the previous holder committed.
 * - PGlite: one connection in one process (lib/db/data-dir-lock), which runs one statement at a time:
 *   an in-process queue per course, with no transaction to open or commit; `run` gets the database.
 *
 * The course row is locked before anything else `run` writes (a chapter's row), the order every
 * course-scoped writer takes them in. A course that is gone is not an error here: `run` finds it gone.
 */
export async function withCourseWriteLock<T>(db: Database, courseId: string, run: (locked: Database) => Promise<T>): Promise<T> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return queued(client, courseId, () => run(db));
  return db.transaction(async (tx) => {
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("no key update");
    return run(tx);
  });
}

/** Per PGlite instance and course, the last run queued: each run starts once the one before it has settled. */
const queues = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

async function queued<T>(client: PGlite, courseId: string, run: () => Promise<T>): Promise<T> {
  let byCourse = queues.get(client);
  if (!byCourse) queues.set(client, (byCourse = new Map()));
  const before = byCourse.get(courseId) ?? Promise.resolve();
  const mine = before.then(run, run);
  // Settled either way, for the next in line; dropped once no run is waiting behind it.
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  byCourse.set(courseId, settled);
  void settled.then(() => {
    if (byCourse.get(courseId) === settled) byCourse.delete(courseId);
  });
  return mine;
}
