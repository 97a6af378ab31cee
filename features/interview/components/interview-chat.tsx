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
    // Instant, not smooth: a smooth scroll is still under way when the next chunk lands and falls behind.
    bottomRef.current?.scrollIntoView({ block: "end" });
  }, [chat.messages, chat.status, chat.pendingQuestion]);


  return (
    // The transcript scrolls on its own above the dock, so the newest message is never hidden behind the cards.
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto" data-testid="transcript-scroll">
        <div className="mx-auto w-full max-w-2xl px-4 pb-6 pt-6" aria-live="polite">
          <Transcript messages={chat.messages} strings={strings} onRetry={chat.busy ? null : chat.retry} />
          {chat.activity && <TypingIndicator label={chat.activity === "retrying" ? strings.retrying : strings.waiting} />}
          {chat.canContinue && (
            <div className="mt-3 flex items-center gap-3 px-1 text-sm text-fg-muted" data-testid="stopped-notice">
              <span>{strings.stopped}</span>
              <button
                type="button"
                onClick={chat.retry}
                className="rounded-lg border border-line-strong px-3 py-1 text-fg hover:bg-surface-2"
                data-testid="continue-button"
              >
                {strings.continue}
              </button>
            </div>
          )}
          {error && (
            <ErrorNotice
              title={strings.errorTitle}
              message={error.code === "network" ? strings.networkError : error.message}
              retryLabel={strings.retry}
              onRetry={chat.retry}
            />
          )}
          <div ref={bottomRef} />
        </div>
      </div>
      <div className="shrink-0 border-t border-line bg-canvas px-4 pb-4 pt-3">
        <div className="mx-auto w-full max-w-2xl space-y-3">
          <OptionDock
            question={chat.pendingQuestion}
            disabled={chat.busy || Boolean(error)}
            onAnswer={chat.answer}
            strings={strings}
          />
          <Composer
            busy={chat.busy}
            answering={chat.pendingQuestion !== null}
            onSend={chat.sendText}
            onStop={() => void chat.stop()}
            strings={strings}
          />
        </div>
      </div>
    </div>
  );
}

function TypingIndicator({ label }: { label: string }) {
  return (
    <p className="mt-3 flex items-center gap-2 px-1 text-sm text-fg-subtle" role="status" data-testid="tutor-typing">
      <span className="flex gap-1" aria-hidden>
        <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-fg-subtle [animation-delay:-0.3s]" />
        <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-fg-subtle [animation-delay:-0.15s]" />
        <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-fg-subtle" />
      </span>
      {label}
    </p>
  );
}

function ErrorNotice(props: { title: string; message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div
      className="mt-4 flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger-soft p-4 text-sm text-danger sm:flex-row sm:items-center sm:justify-between"
      role="alert"
      data-testid="chat-error"
    >
      <p>
        <span className="font-medium">{props.title}: </span>
        {props.message}
      </p>
      <button
        type="button"
        onClick={props.onRetry}
        className="shrink-0 rounded-lg bg-danger px-3.5 py-1.5 font-medium text-white hover:opacity-90"
        data-testid="retry-button"
      >
        {props.retryLabel}
      </button>
    </div>
  );
}
