import { rejectionOf } from "@/tests/support/errors/rejection-of";
import { SourceExtractionError } from "@/features/sources/server/extract/extraction-error";

/** The SourceExtractionError a read ends with (the test fails when it resolves or throws anything else). */
export function failureOf(promise: Promise<unknown>): Promise<SourceExtractionError> {
  return rejectionOf(promise, SourceExtractionError);
}
