export type ReaderFailureReason = "unsupported" | "corrupt" | "encrypted" | "empty" | "too_large" | "timeout";

export class ReaderFailure extends Error {
  readonly reason: ReaderFailureReason;
  constructor(reason: ReaderFailureReason, message: string);
}
