import { localizedTitle } from "@/app/courses/_lib/localized-metadata";
import { ChatApp } from "@/features/chat/components/chat-app";
import { OfflineModelNotice } from "@/components/offline-model-notice";

export const generateMetadata = () => localizedTitle("chat");

export default function ChatPage() {
  return (
    // The chat fills the space under the header; the transcript scrolls on its own.
    <div className="flex h-[calc(100dvh-var(--header-height))] min-h-0 flex-col">
      <OfflineModelNotice />
      <ChatApp />
    </div>
  );
}
