"use client";

import type { ChatPanelControls } from "@/features/chat/components/chat-panel";
import { useChatLadder } from "@/features/practice/api/get-chat-ladder";
import { PageQueries } from "@/lib/api/query-provider";
import { GuidedLadderPanel, streamedGuidedView } from "./guided-tutor-ui";

/**
 * Guided mode's ladder above the chat's composer. A session reopened (a reload, a switch back) shows
 * where its ladder was left, read from the server that keeps it (GET /api/chat/guided), until its next
 * turn streams a newer view.
 */
export function GuidedChatPanel(controls: ChatPanelControls) {
  return (
    <PageQueries>
      <RestoredLadder {...controls} />
    </PageQueries>
  );
}

function RestoredLadder({ sessionId, ...controls }: ChatPanelControls) {
  const restored = useChatLadder(sessionId);
  return <GuidedLadderPanel {...controls} view={streamedGuidedView(controls.data) ?? restored} />;
}
