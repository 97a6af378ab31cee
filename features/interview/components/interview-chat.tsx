"use client";

import { useEffect, useRef } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useInterviewChat } from "../hooks/use-interview-chat";
import type { InterviewStore, StoredInterview } from "../lib/interview-store";
import { clientErrorMessage } from "@/lib/http/client-error-message";
import { ErrorNotice, InlineNotice } from "@/components/chat/error-notice";
import { Composer } from "@/components/chat/composer";
import { MAX_USER_TEXT_LENGTH } from "../lib/interview-limits";
import { interviewMessages } from "./interview-messages";
import { LazyOptionDock } from "./lazy-option-dock";
import { Transcript } from "./transcript";

export function InterviewChat({ interview, store }: { interview: StoredInterview; store: InterviewStore }) {
  const strings = useMessages(interviewMessages);
  const chat = useInterviewChat({ interview, store });
  const error = clientErrorMessage(chat.error);

  const bottomRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Instant, not smooth: a smooth scroll is still under way when the next chunk lands and falls behind.
    bottomRef.current?.scrollIntoView({ block: "end" });
  }, [chat.messages, chat.status, chat.pendingQuestion]);

  return (
    // The transcript scrolls on its own above the dock, so the newest message is never hidden behind the cards.
    <div className="flex min-h-0 flex-1 flex-col">
      <h1 className="sr-only">{strings.pageTitle}</h1>
      <div className="min-h-0 flex-1 overflow-y-auto" data-testid="transcript-scroll">
        <div className="mx-auto w-full max-w-2xl px-4 pb-6 pt-6" aria-live="polite">
          <Transcript messages={chat.messages} strings={strings} onRetry={chat.busy ? null : chat.retry} />
          {chat.activity && <TypingIndicator label={chat.activity === "retrying" ? strings.retrying : strings.waiting} />}
          {chat.canContinue && (
            <InlineNotice text={strings.stopped} actionLabel={strings.continue} onAction={chat.retry} testId="stopped-notice" />
          )}
          {error && <ErrorNotice error={error} labels={strings} onRetry={chat.retry} />}
          <div ref={bottomRef} />
        </div>
      </div>
      <div className="shrink-0 border-t border-line bg-canvas px-4 pb-4 pt-3">
        <div className="mx-auto w-full max-w-2xl space-y-3">
          <LazyOptionDock question={chat.pendingQuestion} disabled={chat.busy || Boolean(error)} onAnswer={chat.answer} strings={strings} />
          <Composer chat={chat} labels={strings} maxLength={MAX_USER_TEXT_LENGTH} inputTestId="composer-input" />
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
