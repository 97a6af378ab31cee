import { expect } from "vitest";

/**
 * Test support (not a test file): the error a promise rejects with, checked to be of `kind` — the
 * test fails when the promise resolves or rejects with anything else. Suites that test a typed error
 * (a search provider's, a source reader's) name theirs once around this.
 */
export async function rejectionOf<E extends Error>(promise: Promise<unknown>, kind: new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}
