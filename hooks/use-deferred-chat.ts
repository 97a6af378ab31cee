"use client";

import type { UIMessage } from "ai";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { DeferredChat, prepareChatEngine, type DeferredChatOptions } from "@/lib/ai/browser/deferred-chat";

export { prepareChatEngine } from "@/lib/ai/browser/deferred-chat";
export type { ChatEngine } from "@/lib/ai/browser/deferred-chat";

export type UseDeferredChatOptions<MESSAGE extends UIMessage> = DeferredChatOptions<MESSAGE> & {
  id: string;
  /** The conversation so far (read when the chat is created, as useChat does). */
  messages?: MESSAGE[];
  /** Re-render at most every N ms while messages stream (useChat's experimental_throttle). */
  experimental_throttle?: number;
};

/**
 * useChat's API without the AI SDK in the page's first load: the engine comes
 * by a dynamic import (see lib/ai/browser/deferred-chat.ts), not after hydration but
 * when the caller signals intent (`prepare`, e.g. on focus of the composer) or
 * the first call needs it. Until it is there the initial messages render and
 * calls wait for it (nothing the learner sends is lost). Subscribes the way
 * @ai-sdk/react's useChat does (v3.0.x): messages through a snapshot ref,
 * optionally throttled, refreshed when a turn settles.
 */
export function useDeferredChat<MESSAGE extends UIMessage>({
  id,
  messages: initialMessages = [],
  experimental_throttle: throttleMs,
  ...options
}: UseDeferredChatOptions<MESSAGE>) {
  // A new id is a new conversation (as with useChat): adjust the state while rendering.
  const [chat, setChat] = useState(() => new DeferredChat<MESSAGE>(id, initialMessages, options));
  if (chat.id !== id) setChat(new DeferredChat<MESSAGE>(id, initialMessages, options));

  useEffect(() => chat.setOptions(options));

  const snapshot = useRef({ chat, messages: chat.messages });
  const subscribeToMessages = useCallback(
    (update: () => void) => {
      let subscribed = true;
      const off = chat["~registerMessagesCallback"](() => {
        if (!subscribed) return;
        snapshot.current = { chat, messages: chat.messages };
        update();
      }, throttleMs);
      snapshot.current = { chat, messages: chat.messages };
      return () => {
        subscribed = false;
        off();
      };
    },
    [chat, throttleMs],
  );
  const getMessages = useCallback(() => (snapshot.current.chat === chat ? snapshot.current.messages : chat.messages), [chat]);
  const messages = useSyncExternalStore(subscribeToMessages, getMessages, getMessages);

  const subscribeToStatus = useCallback(
    (update: () => void) =>
      chat["~registerStatusCallback"](() => {
        // A settled turn shows its final messages even when the throttle has not fired yet.
        if (chat.status === "ready" || chat.status === "error") snapshot.current = { chat, messages: chat.messages };
        update();
      }),
    [chat],
  );
  const getStatus = useCallback(() => chat.status, [chat]);
  const status = useSyncExternalStore(subscribeToStatus, getStatus, getStatus);
  const getError = useCallback(() => chat.error, [chat]);
  const error = useSyncExternalStore(chat["~registerErrorCallback"], getError, getError);

  return {
    id: chat.id,
    messages,
    setMessages: chat.setMessages,
    sendMessage: chat.sendMessage,
    regenerate: chat.regenerate,
    clearError: chat.clearError,
    stop: chat.stop,
    error,
    resumeStream: chat.resumeStream,
    status,
    addToolOutput: chat.addToolOutput,
    addToolApprovalResponse: chat.addToolApprovalResponse,
    /** Fetch the engine now (idempotent): call on the learner's first sign of talking. */
    prepare: prepareChatEngine,
  };
}
