import { AppError } from "@/lib/errors";

/**
 * The only reasons a chapter's lastError can hold. They are shown to learners,
 * so they are fixed sentences: an exception's message can carry a provider's
 * raw response (keys in URLs, internal hosts, quota details) and is only ever
 * logged on the server.
 */
export const GENERATION_FAILURES = {
  model_failed: "The model service failed while writing this chapter.",
  not_saved: "The model did not call its chapter tool — check that the model server supports tool calling, then retry.",
  abandoned: "Writing this chapter was interrupted too many times.",
  invalid_data: "This chapter's course data could not be read.",
  internal: "Something went wrong on our side while writing this chapter.",
} as const;

export type GenerationFailure = keyof typeof GENERATION_FAILURES;

/** A failure whose reason is known; anything else thrown while writing counts as the model's. */
export class GenerationError extends AppError {
  readonly failure: GenerationFailure;

  constructor(failure: GenerationFailure, cause?: unknown) {
    super(failure === "model_failed" ? "model_failed" : "internal", GENERATION_FAILURES[failure], { cause });
    this.failure = failure;
  }
}
