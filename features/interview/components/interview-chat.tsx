"use client";

import { useEffect, useRef } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useInterviewChat } from "../hooks/use-interview-chat";
import type { InterviewStore, StoredInterview } from "../lib/interview-store";
import { publicErrorMessage } from "../lib/public-error-message";
import { Composer } from "./composer";
import { interviewMessages } from "./interview-messages";
import { OptionDock } from "./option-dock";
import { Transcript } from "./transcript";

export function InterviewChat({ interview, store }: { interview: StoredInterview; store: InterviewStore }) {
  const strings = useMessages(interviewMessages);
  const chat = useInterviewChat({ interview, store });
  const error = publicErrorMessage(chat.error);

  const bottomRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    bottomRef.current?.scrollIntoView({ block: "end", behavior: "smooth" });
  }, [chat.messages, chat.status, chat.pendingQuestion]);

  const waitingForFirstToken = chat.status === "submitted";

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 px-4 pb-6 pt-6" aria-live="polite">
        <Transcript messages={chat.messages} strings={strings} onRetry={chat.busy ? null : chat.retry} />
        {waitingForFirstToken && (
          <p className="mt-3 flex items-center gap-2 px-1 text-sm text-zinc-400" role="status" data-testid="tutor-typing">
            <span className="flex gap-1" aria-hidden>
              <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-zinc-400 [animation-delay:-0.3s]" />
              <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-zinc-400 [animation-delay:-0.15s]" />
              <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-zinc-400" />
            </span>
            {strings.waiting}
          </p>
        )}
        {error && (
          <div
            className="mt-4 flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
            role="alert"
            data-testid="chat-error"
          >
            <p>
              <span className="font-medium">{strings.errorTitle}: </span>
              {error.code === "network" ? strings.networkError : error.message}
            </p>
            <button
              type="button"
              onClick={chat.retry}
              className="shrink-0 rounded-lg bg-red-600 px-3.5 py-1.5 font-medium text-white hover:bg-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500"
              data-testid="retry-button"
            >
              {strings.retry}
            </button>
          </div>
        )}
        <div ref={bottomRef} />
      </div>
      <div className="sticky bottom-0 space-y-3 border-t border-line bg-canvas/95 px-4 pb-4 pt-3 backdrop-blur">
        <OptionDock question={chat.pendingQuestion} disabled={chat.busy || Boolean(error)} onAnswer={chat.answer} strings={strings} />
        <Composer
          busy={chat.busy}
          answering={chat.pendingQuestion !== null}
          onSend={chat.sendText}
          onStop={() => void chat.stop()}
          strings={strings}
        />
      </div>
    </div>
  );
}
