import type { LanguageModelV4CallOptions, LanguageModelV4Prompt } from "@ai-sdk/provider";
import { AppError, type ErrorText } from "@/lib/errors";

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
  const message: ErrorText = problems.length
    ? {
        en: "The model kept asking for tools instead of answering with what it had found. Retry, or ask a narrower question.",
        zh: "模型一直在要求使用工具，而没有用已找到的内容回答。请重试，或者问一个更具体的问题。",
      }
    : {
        en: "The model sent an empty answer. Retry; if it keeps happening, check the model server's logs.",
        zh: "模型发来了一个空回答。请重试；如果一直这样，请查看模型服务器的日志。",
      };
  return new AppError("model_failed", message, {
    cause: new Error(`no answer in words after one retry: ${problems.join(" | ") || "empty"}`),
  });
}
