import "server-only";

export type ExtractionFailure = "unsupported" | "corrupt" | "encrypted" | "empty" | "too_large" | "timeout";

/** A file the ingester cannot read; `message` is shown to the learner as the source's failure reason. */
export class SourceExtractionError extends Error {
  readonly reason: ExtractionFailure;
  constructor(reason: ExtractionFailure, message: string) {
    super(message);
    this.name = "SourceExtractionError";
    this.reason = reason;
  }
}
