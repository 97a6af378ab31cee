"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { GuidedChatPanel } from "@/app/_compose/guided-chat-ui";
import { ChatApp } from "@/features/chat/components/chat-app";
import type { ChatPanel } from "@/features/chat/components/chat-panel";

type GuidedPanelComponent = typeof GuidedChatPanel;
const loadPanel = () => import("@/app/_compose/guided-chat-ui").then((module) => module.GuidedChatPanel);

/**
 * The panel's code could not come (the connection dropped while the page was still loading it): the chat
 * stays usable without it, instead of the whole page giving way to the error page, and the panel comes
 * once the connection is back.
 */
function GuidedPanelWhenOnline(props: Parameters<GuidedPanelComponent>[0]) {
  const [Panel, setPanel] = useState<GuidedPanelComponent | null>(null);
  useEffect(() => {
    let live = true;
    const retry = () =>
      void loadPanel()
        .then((loaded) => live && setPanel(() => loaded))
        .catch(() => undefined);
    window.addEventListener("online", retry);
    return () => {
      live = false;
      window.removeEventListener("online", retry);
    };
  }, []);
  return Panel ? <Panel {...props} /> : null;
}

// The ladder panel reads its streamed (or reopened session's) view through the practice contract's zod schema:
// loaded beside the chat, not on its first load (tests/integration/first-load-imports.test.ts), and only drawn
// once it has come.
const GuidedPanelLazy = dynamic(() => loadPanel().catch(() => GuidedPanelWhenOnline), { ssr: false });

const guidedPanel: ChatPanel = (controls) => <GuidedPanelLazy {...controls} />;

/** The chat with guided mode's hint ladder and its guided / "just explain" switch above the composer (the practice feature's). */
export function ChatWithGuided() {
  return <ChatApp panel={guidedPanel} />;
}
