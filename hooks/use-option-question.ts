"use client";

import type { UIMessage } from "ai";
import { useCallback, useEffect, useRef } from "react";
import { findPendingQuestion } from "@/lib/ai/option-question/option-history";

/** The parts of useChat's helpers this hook drives (typed loosely: each feature's tools differ). */
export interface OptionQuestionChat {
  messages: readonly UIMessage[];
  // `never` parameters accept useChat's generic addToolOutput for any tool set.
  addToolOutput: (args: { tool: never; toolCallId: string; output: never }) => unknown;
  sendMessage: (message: { text: string }) => unknown;
  /** Fetch the chat engine ahead of the first call (useDeferredChat's). */
  prepare?: () => void;
}

/**
 * The browser half of the option-question protocol (interview and chat): which
 * question is open, one answer per question however fast the clicks come, and
 * typed text that answers the open question (so no tool call is ever left
 * without a result) or else is sent as a message. `onSend` runs before anything leaves.
 */
export function useOptionQuestion<INPUT, OUTPUT extends { text?: string }>(options: {
  chat: OptionQuestionChat;
  /** The option tool's name (presentOptions, offerOptions). */
  toolName: string;
  busy: boolean;
  onSend?: () => void;
}) {
  const { chat, toolName, busy, onSend } = options;
  const { addToolOutput, sendMessage, prepare } = chat;
  const pendingQuestion = findPendingQuestion<INPUT>(chat.messages as UIMessage[], toolName);
  const answered = useRef(new Set<string>());

  // A question on screen (say, a reopened conversation that ended on one) will be answered:
  // fetch the engine now, so the click is sent at once instead of after a download.
  const pendingId = pendingQuestion?.toolCallId;
  useEffect(() => {
    if (pendingId) prepare?.();
  }, [pendingId, prepare]);

  const answer = useCallback(
    (output: OUTPUT) => {
      if (!pendingQuestion || busy || answered.current.has(pendingQuestion.toolCallId)) return false;
      answered.current.add(pendingQuestion.toolCallId);
      onSend?.();
      void addToolOutput({ tool: toolName as never, toolCallId: pendingQuestion.toolCallId, output: output as never });
      return true;
    },
    [addToolOutput, busy, onSend, pendingQuestion, toolName],
  );

  const sendText = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed || busy) return false;
      if (pendingQuestion) return answer({ text: trimmed } as OUTPUT);
      onSend?.();
      void sendMessage({ text: trimmed });
      return true;
    },
    [answer, busy, onSend, pendingQuestion, sendMessage],
  );

  return { pendingQuestion, answer, sendText };
}
