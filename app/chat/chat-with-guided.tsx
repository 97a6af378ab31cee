"use client";

import dynamic from "next/dynamic";
import { ChatApp } from "@/features/chat/components/chat-app";
import type { ChatPanel } from "@/features/chat/components/chat-panel";

// The ladder panel reads its streamed (or reopened session's) view through the practice contract's zod schema:
// loaded beside the chat, not on its first load (tests/integration/first-load-imports.test.ts), and only drawn
// once it has come.
const GuidedPanelLazy = dynamic(() => import("@/app/_compose/guided-chat-ui").then((module) => module.GuidedChatPanel), {
  ssr: false,
});

const guidedPanel: ChatPanel = (controls) => <GuidedPanelLazy {...controls} />;

/** The chat with guided mode's hint ladder and its guided / "just explain" switch above the composer (the practice feature's). */
export function ChatWithGuided() {
  return <ChatApp panel={guidedPanel} />;
}
