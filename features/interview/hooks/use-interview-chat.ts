"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useDeferredChat, type ChatEngine } from "@/hooks/use-deferred-chat";
import { useOptionQuestion } from "@/hooks/use-option-question";
import { useStopTurn } from "@/hooks/use-stop-turn";
import { TOOL } from "../tool-names";
import type { InterviewUIMessage } from "../agents/interview-agent";
import type { PresentOptionsInput, PresentOptionsOutput } from "../lib/interview-schemas";
import { conversationStatus, trimUnfinishedTurn } from "../lib/resume-conversation";
import { learnerJustAnswered } from "../lib/should-continue-turn";
import { withoutDeadToolParts } from "@/lib/ai/browser/dead-tool-parts";
import { tutorActivity } from "../lib/tutor-activity";
import type { InterviewStore, StoredInterview } from "../lib/interview-store";

const SAVE_INTERVAL_MS = 300;

export interface PendingQuestion {
  toolCallId: string;
  input: PresentOptionsInput;
}

/**
 * The interview conversation in the browser: a chat against /api/interview
 * (useDeferredChat: the AI SDK loads after the page, a goal sent before waits for it),
 * answers through addToolOutput (sendAutomaticallyWhen continues the turn),
 * saved to the store after every change, resumed where it stopped on load.
 */
export function useInterviewChat({ interview, store }: { interview: StoredInterview; store: InterviewStore }) {
  const initialMessages = useMemo(() => trimUnfinishedTurn(interview.messages as InterviewUIMessage[]), [interview.messages]);

  // Material attached on /create travels with every turn (research may run on any of them).
  // The UI language travels in its cookie (the server reads it), so the transport needs no other per-render state.
  const materialIds = interview.materialIds;
  // A tool part the ended stream left unfinished is not sent (the server refuses a call without its result).
  const turnTransport = useCallback(
    ({ DefaultChatTransport }: ChatEngine) =>
      new DefaultChatTransport<InterviewUIMessage>({
        api: "/api/interview",
        ...(materialIds?.length ? { body: { materialIds } } : {}),
        prepareSendMessagesRequest: ({ id, messages, trigger, messageId, body }) => ({
          body: {
            ...body,
            id,
            messages: withoutDeadToolParts(messages, TOOL.presentOptions),
            trigger,
            ...(messageId ? { messageId } : {}),
          },
        }),
      }),
    [materialIds],
  );
  const chat = useDeferredChat<InterviewUIMessage>({
    id: interview.id,
    messages: initialMessages,
    transport: turnTransport,
    sendAutomaticallyWhen: learnerJustAnswered,
  });
  const { messages, status, sendMessage, setMessages, clearError } = chat;
  const [stopped, setStopped] = useState(false);
  // Set by a Retry click, cleared by the learner's next answer: while that turn runs the page says "Trying again…".
  const [retrying, setRetrying] = useState(false);

  // Saving: at most every 300 ms while a reply streams (a debounce would never fire
  // during a long stream), at once when a turn settles, and on pagehide.
  const latest = useRef(messages);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveNow = useCallback(() => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = null;
    void store.put({ ...interview, messages: latest.current, updatedAt: Date.now() });
  }, [interview, store]);
  useEffect(() => {
    latest.current = messages;
    if (status === "ready" || status === "error") saveNow();
    else saveTimer.current ??= setTimeout(saveNow, SAVE_INTERVAL_MS);
  }, [messages, status, saveNow]);
  useEffect(() => {
    window.addEventListener("pagehide", saveNow);
    return () => window.removeEventListener("pagehide", saveNow);
  }, [saveNow]);

  // Start or resume once: a new interview sends the goal; an interrupted one continues.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = conversationStatus(initialMessages);
    if (state === "empty") void sendMessage({ text: interview.goal });
    else if (state === "needs-continuation") void sendMessage();
  }, [initialMessages, interview.goal, sendMessage]);

  const busy = status === "submitted" || status === "streaming";
  const clearPause = useCallback(() => {
    setStopped(false);
    setRetrying(false);
  }, []);
  const { pendingQuestion, answer, sendText } = useOptionQuestion<PresentOptionsInput, PresentOptionsOutput>({
    chat,
    toolName: TOOL.presentOptions,
    busy,
    onSend: clearPause,
  });

  /**
   * Stop keeps what finished and drops the half-streamed step, so the history
   * stays sendable; the learner then continues (or types) when ready.
   */
  const markStopped = useCallback(() => setStopped(true), []);
  const stop = useStopTurn(chat, trimUnfinishedTurn, markStopped);

  /** Retry after an error or a stop: drop the half-finished part of the turn and continue the conversation. */
  const retry = useCallback(() => {
    setStopped(false);
    setRetrying(true);
    const trimmed = trimUnfinishedTurn(latest.current);
    setMessages(trimmed);
    const state = conversationStatus(trimmed);
    if (state === "empty") void sendMessage({ text: interview.goal });
    else if (state === "needs-continuation") void sendMessage();
    else clearError();
  }, [clearError, interview.goal, sendMessage, setMessages]);

  // "Stopped" only while nothing else explains the pause: no error, no open question.
  const canContinue = stopped && !busy && !chat.error && pendingQuestion === null;
  const activity = tutorActivity(messages, busy, retrying, pendingQuestion !== null);
  return { ...chat, stop, pendingQuestion, answer, sendText, retry, busy, canContinue, activity };
}
