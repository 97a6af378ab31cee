import type { LanguageModelV4CallOptions, LanguageModelV4Prompt } from "@ai-sdk/provider";
import { AppError } from "@/lib/errors";

/**
 * A request that offers no tools asks for words: a tutor's last "answer now" step
 * (the step policy takes its tools away) or an agent that has none. A model that
 * answers it with tool calls (dropped: nothing is offered) or with nothing gets
 * one more try saying so (lib/ai/repair-middleware.ts), then this error.
 */
export function mustAnswerInWords(params: LanguageModelV4CallOptions): boolean {
  return !params.tools?.length;
}

/** The request again, with what was wrong; this message exists only in this one request. */
export function answerNowPrompt(params: LanguageModelV4CallOptions, problems: string[]): LanguageModelV4Prompt {
  const wrong = problems.length ? `${problems.join(" ")} ` : "You sent an empty answer. ";
  return [
    ...params.prompt,
    {
      role: "user",
      content: [
        {
          type: "text",
          text: `${wrong}No tools are available now. Answer the learner in words, now, with what you already have; say plainly what you could not find.`,
        },
      ],
    },
  ];
}

/** The learner-facing sentence once the retry gave no words either. */
export function answerMissingError(problems: string[]): AppError {
  const message = problems.length
    ? "The model kept asking for tools instead of answering with what it had found. Retry, or ask a narrower question."
    : "The model sent an empty answer. Retry; if it keeps happening, check the model server's logs.";
  return new AppError("model_failed", message, {
    cause: new Error(`no answer in words after one retry: ${problems.join(" | ") || "empty"}`),
  });
}
