"use client";

import { guidedTutorPanel } from "@/app/_compose/guided-tutor-ui";
import { ChatApp } from "@/features/chat/components/chat-app";

/** The chat with guided mode's hint ladder and its guided / "just explain" switch above the composer (the practice feature's). */
export function ChatWithGuided() {
  return <ChatApp panel={guidedTutorPanel} />;
}
