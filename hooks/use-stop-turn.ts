"use client";

import type { UIMessage } from "ai";
import { useCallback } from "react";

/**
 * Stop for a tutor conversation: end the stream, then drop the half-streamed
 * step (`trim`) so the history stays sendable; `after` runs once it is done.
 */
export function useStopTurn<MESSAGE extends UIMessage>(
  chat: { stop: () => Promise<void>; setMessages: (update: (current: MESSAGE[]) => MESSAGE[]) => void },
  trim: (messages: MESSAGE[]) => MESSAGE[],
  after?: () => void,
) {
  const { stop, setMessages } = chat;
  return useCallback(async () => {
    await stop();
    setMessages((current) => trim(current));
    after?.();
  }, [after, setMessages, stop, trim]);
}
