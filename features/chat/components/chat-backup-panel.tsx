"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/api-error";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { chatBackupMessages } from "./chat-backup-messages";

/**
 * The account page's "Back up to my account" / "Restore from my account" for the tutor chats
 * (which live in this browser's IndexedDB). Both merge session by session, so pressing either
 * twice, or on two browsers, never doubles a chat. The outcome is announced in words.
 */
export function ChatBackupPanel() {
  const t = useMessages(chatBackupMessages);
  const id = useId();
  const [busy, setBusy] = useState<"backup" | "restore" | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  async function run(kind: "backup" | "restore") {
    setBusy(kind);
    setStatus(null);
    try {
      const api = await import("../api/chat-backup");
      if (kind === "backup") {
        const stored = await api.backUpChats();
        setStatus({ text: "empty" in stored ? t.nothingHere : t.backedUp(stored), error: false });
      } else {
        setStatus({ text: t.restored(await api.restoreChats()), error: false });
      }
    } catch (failure) {
      const message = failure instanceof ApiError && failure.status > 0 ? failure.message : null;
      setStatus({ text: message ? t.failed({ message }) : t.offline, error: true });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card flex flex-col gap-4 p-5 sm:p-6" data-testid="chat-backup-panel">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
          {t.title}
        </h2>
        <p className="text-sm text-fg-muted">{t.lead}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="lg" disabled={busy !== null} onClick={() => void run("backup")} data-testid="chat-backup">
          {busy === "backup" ? t.backingUp : t.backUp}
        </Button>
        <Button variant="secondary" size="lg" disabled={busy !== null} onClick={() => void run("restore")} data-testid="chat-restore">
          {busy === "restore" ? t.restoring : t.restore}
        </Button>
      </div>
      <p role="status" className={`min-h-5 text-sm ${status?.error ? "text-danger" : "text-fg-muted"}`} data-testid="chat-backup-status">
        {status?.text}
      </p>
    </section>
  );
}
