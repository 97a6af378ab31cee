import { afterAll, beforeAll, describe } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { testDatabaseTargets, type TestDatabaseTarget } from "./test-databases";

/**
 * Test support (not a test file): a query suite written once and run on every test database, with
 * the database opened before the suite's first test and closed after its last, so a suite file holds
 * only its own setup and tests.
 */

/**
 * The suite's database, as a handle whose fields are read when a test runs: vitest collects a
 * suite's tests before its beforeAll opens the database, so the suite cannot be handed the handle
 * itself. Reading it outside a test (or after a failed open) throws, naming the target.
 */
export type SuiteDatabase = Pick<DatabaseHandle, "db" | "kind">;

/** Opens `target`'s database before the current suite's first test, closes it after its last. */
export function openForSuite(target: TestDatabaseTarget): SuiteDatabase {
  let handle: DatabaseHandle | undefined;
  // Opening (and migrating) a database takes seconds on a busy machine.
  beforeAll(async () => {
    handle = await target.open();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  }, 60_000);
  const open = (): DatabaseHandle => {
    if (!handle) throw new Error(`the ${target.name} test database is not open`);
    return handle;
  };
  return {
    get db() {
      return open().db;
    },
    get kind() {
      return open().kind;
    },
  };
}

/**
 * One suite per test database (PGlite always, PostgreSQL when TEST_DATABASE_URL is set), titled as
 * describe.each titles are (`$name` is the target's name), each with its database open.
 */
export function describeOnDatabases(title: string, suite: (handle: SuiteDatabase, target: TestDatabaseTarget) => void): void {
  describe.each(testDatabaseTargets())(title, (target) => suite(openForSuite(target), target));
}
