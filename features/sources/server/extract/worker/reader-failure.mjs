/**
 * A file the readers cannot read. Plain JS (see extract-worker.mjs for why): the TS side turns it
 * into a SourceExtractionError; across the thread boundary it travels as `{ reason, message }`.
 */
export class ReaderFailure extends Error {
  /**
   * @param {"unsupported" | "corrupt" | "encrypted" | "empty" | "too_large" | "timeout"} reason
   * @param {string} message shown to the learner as the source's failure reason
   */
  constructor(reason, message) {
    super(message);
    this.name = "ReaderFailure";
    this.reason = reason;
  }
}
