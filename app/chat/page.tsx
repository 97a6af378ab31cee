import { localizedTitle } from "@/app/courses/_lib/localized-metadata";
import { OfflineModelNotice } from "@/components/offline-model-notice";
import { ChatWithGuided } from "./chat-with-guided";

export const generateMetadata = () => localizedTitle("chat");

export default function ChatPage() {
  return (
    // The chat fills the space under the header; the transcript scrolls on its own.
    <div className="flex h-[calc(100dvh-var(--header-height))] min-h-0 flex-col">
      <OfflineModelNotice />
      <ChatWithGuided />
    </div>
  );
}
