import { expect } from "vitest";
import { SourceExtractionError } from "@/features/sources/server/extract/extraction-error";

/** The SourceExtractionError a read ends with (the test fails when it resolves or throws anything else). */
export async function failureOf(promise: Promise<unknown>): Promise<SourceExtractionError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SourceExtractionError);
  return error as SourceExtractionError;
}
