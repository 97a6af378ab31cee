"use client";

import type { UIMessage } from "ai";
import { getToolName, isToolUIPart } from "@/lib/ai/browser/ui-parts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useDeferredChat } from "@/hooks/use-deferred-chat";
import { useOptionQuestion } from "@/hooks/use-option-question";
import { useStopTurn } from "@/hooks/use-stop-turn";
import { endsWithAnsweredQuestion } from "@/lib/ai/option-question/option-history";
import type { ChatStore } from "../lib/chat-db";
import type { ChatSession } from "../lib/chat-records";
import { CHAT_TOOL } from "../tool-names";
import type { MaskId } from "../lib/chat-limits";
import type { OfferOptionsOutput } from "../lib/chat-schemas";
import { findPendingQuestion, sanitizeMessages } from "../lib/sanitize-messages";
import { createSessionRuntime, registerOpenSession } from "../lib/session-runtime";
import { learnerJustAnsweredOption } from "../lib/should-continue-chat";
import { useRememberedTutorMode } from "@/stores/ui-preferences-store";

export interface UseChatSessionOptions {
  store: ChatStore;
  /** The session's meta; for a new session, messageCount 0 and an empty title. */
  session: ChatSession;
  /** Already sanitised. */
  initialMessages: UIMessage[];
  initialNote: string;
  /** Read when the first message is sent: a new session takes the mask chosen at that moment. */
  currentMaskId: () => MaskId;
  /** After each write of the session (the sidebar refreshes). */
  onSaved?: (session: ChatSession) => void;
  /** The title as the sidebar knows it (renames), kept by later saves. */
  title?: string;
}

/** Finished learner-note tool results, not yet validated (initial ones are history, not news). */
function noteToolCalls(messages: readonly UIMessage[]) {
  const found: { toolCallId: string; output: unknown }[] = [];
  for (const message of messages) {
    if (message.role !== "assistant") continue;
    for (const part of message.parts) {
      if (!isToolUIPart(part) || getToolName(part) !== CHAT_TOOL.updateLearnerNote) continue;
      if (part.state !== "output-available" || part.preliminary === true) continue;
      found.push({ toolCallId: part.toolCallId, output: part.output });
    }
  }
  return found;
}

/**
 * One tutor chat session in the browser: a chat against /api/chat (useDeferredChat:
 * the AI SDK loads after the page; a message sent before waits for it)
 * with the session's mask and learner note in every request body, option
 * answers through addToolOutput (the turn continues only after one), saves
 * debounced while idle / throttled while streaming and flushed on pagehide.
 *
 * The component using this hook is keyed by the session id: switching sessions
 * unmounts it, which stops the stream and drops its pending (partial) save —
 * every save is bound to this session's id, so a reply can never land in
 * another session.
 */
export function useChatSession({ store, session, initialMessages, initialNote, currentMaskId, onSaved, title }: UseChatSessionOptions) {
  const [runtime] = useState(() => createSessionRuntime({ store, session, note: initialNote }));
  const [maskId, setMaskId] = useState<MaskId>(session.maskId);
  const [note, setNoteState] = useState(initialNote);
  useEffect(() => runtime.setOnSaved(onSaved), [runtime, onSaved]);
  useEffect(() => {
    if (title) runtime.setTitle(title);
  }, [runtime, title]);

  // Guided or "just explain", and the latest data part of each type the tutor streamed (its hint ladder).
  // The mode is this session's last choice (kept across reloads and reopening), guided until one is made.
  const [mode, setMode] = useRememberedTutorMode(`chat:${session.id}`);
  useEffect(() => {
    if (mode) runtime.setMode(mode); // null: not yet read (hydrating)
  }, [runtime, mode]);
  const [data, setData] = useState<Record<string, unknown>>({});
  const chat = useDeferredChat({
    id: session.id,
    messages: initialMessages,
    transport: runtime.transport,
    onData: (part) => setData((parts) => ({ ...parts, [part.type]: part.data })),
    sendAutomaticallyWhen: learnerJustAnsweredOption,
    experimental_throttle: 50,
  });
  const { messages, status, sendMessage, setMessages, stop: stopStream, regenerate: regenerateReply, clearError } = chat;
  const busy = status === "submitted" || status === "streaming";

  // --- saving: debounced while idle, throttled while streaming, flushed on pagehide ---
  const busyRef = useRef(busy);
  useEffect(() => {
    busyRef.current = busy;
    // Opening a session is not a change: only save what differs from what was loaded.
    if (messages === initialMessages) return;
    runtime.messageSaver.schedule(messages, busy ? "throttle" : "debounce");
  }, [messages, busy, initialMessages, runtime]);

  useEffect(() => {
    const flush = () => void runtime.flush();
    window.addEventListener("pagehide", flush);
    const unregister = registerOpenSession(runtime);
    return () => {
      window.removeEventListener("pagehide", flush);
      unregister();
    };
  }, [runtime]);

  // Leaving the session (switch, new chat, unmount): a reply still streaming is
  // stopped and its partial save dropped; a settled one is written now.
  useEffect(
    () => () => {
      const streaming = busyRef.current;
      runtime.leave(streaming);
      if (streaming) void stopStream();
    },
    [runtime, stopStream],
  );

  // --- learner note ---------------------------------------------------------
  const setNote = useCallback(
    (value: string, mode: "typing" | "now" = "typing") => {
      setNoteState(runtime.setNote(value));
      if (mode === "now") void runtime.noteSaver.flush();
    },
    [runtime],
  );

  const appliedNotes = useRef<Set<string> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    appliedNotes.current ??= new Set(noteToolCalls(initialMessages).map((call) => call.toolCallId));
    const fresh = noteToolCalls(messages).filter((call) => !appliedNotes.current?.has(call.toolCallId));
    if (fresh.length === 0) return;
    for (const call of fresh) appliedNotes.current.add(call.toolCallId);
    // The output schema (zod) loads only when the tutor has written a note, never with the page.
    // Not cancelled by the next render (streaming re-renders often); only by leaving the session.
    void import("../lib/chat-schemas").then(({ updateLearnerNoteOutputSchema }) => {
      if (!mounted.current) return;
      for (const call of fresh) {
        const parsed = updateLearnerNoteOutputSchema.safeParse(call.output);
        if (parsed.success) setNote(parsed.data.note, "now");
      }
    });
  }, [messages, initialMessages, setNote]);

  // --- turns ---------------------------------------------------------------
  const fixMaskOnFirstMessage = useCallback(() => {
    if (messages.length > 0) return;
    // The first message fixes the session's mask.
    runtime.fixMask(currentMaskId());
    setMaskId(runtime.meta.maskId);
  }, [currentMaskId, messages.length, runtime]);
  const { pendingQuestion, answer, sendText } = useOptionQuestion<unknown, OfferOptionsOutput>({
    chat,
    toolName: CHAT_TOOL.offerOptions,
    busy,
    onSend: fixMaskOnFirstMessage,
  });

  /** Stop keeps what finished and drops the half-streamed tool step, so the history stays sendable. */
  const stop = useStopTurn(chat, sanitizeMessages);

  const lastMessage = messages.at(-1);
  const canRegenerate = !busy && lastMessage?.role === "assistant" && pendingQuestion === null;
  const regenerate = useCallback(() => {
    if (busy) return;
    clearError();
    void regenerateReply();
  }, [busy, clearError, regenerateReply]);

  /** After an error: drop the unfinished part of the turn and ask again. */
  const retry = useCallback(() => {
    const clean = sanitizeMessages(messages);
    setMessages(clean);
    const last = clean.at(-1);
    if (!last) return clearError();
    if (last.role === "user") return void regenerateReply();
    if (endsWithAnsweredQuestion(last, CHAT_TOOL.offerOptions)) return void sendMessage();
    if (findPendingQuestion(clean)) return clearError();
    void regenerateReply();
  }, [clearError, messages, regenerateReply, sendMessage, setMessages]);

  return {
    ...chat,
    busy,
    mode,
    setMode,
    data,
    maskId,
    note,
    setNote,
    pendingQuestion,
    answer,
    sendText,
    stop,
    regenerate,
    canRegenerate,
    retry,
  };
}

export type ChatSessionController = ReturnType<typeof useChatSession>;
