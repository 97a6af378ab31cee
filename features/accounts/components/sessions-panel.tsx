"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ApiError } from "@/lib/api/api-error";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { sessionsKey, useSessions } from "../api/list-sessions";
import { revokeOtherSessions, revokeSession } from "../api/revoke-session";
import type { SessionRow } from "../contract";
import { deviceName } from "../lib/device-name";
import { accountSettingsMessages } from "./account-settings-messages";

/**
 * The account page's sessions (better-auth's list-sessions): each browser signed in to the account,
 * in words ("Firefox on Windows", last active, address), this browser marked and never offered
 * "Sign out" here (the header's Sign out does that), the others one by one or all at once.
 */
export function SessionsPanel() {
  const t = useMessages(accountSettingsMessages);
  const id = useId();
  const client = useQueryClient();
  const sessions = useSessions();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  async function run(key: string, action: () => Promise<void>, done: string) {
    setBusy(key);
    setStatus(null);
    try {
      await action();
      setStatus({ text: done, error: false });
      await client.invalidateQueries({ queryKey: sessionsKey });
    } catch {
      setStatus({ text: t.sessions.revokeError, error: true });
    } finally {
      setBusy(null);
    }
  }

  const describe = (session: SessionRow) => {
    const { browser, system } = deviceName(session.userAgent);
    if (browser && system) return t.sessions.device({ browser, system });
    return browser ?? system ?? t.sessions.unknownDevice;
  };
  const notFresh = sessions.error instanceof ApiError && sessions.error.code === "session_not_fresh";
  const others = sessions.data?.sessions.filter((session) => session.id !== sessions.data?.currentId) ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className="card flex flex-col gap-4 p-5 sm:p-6" data-testid="sessions-panel">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
          {t.sessions.title}
        </h2>
        <p className="text-sm text-fg-muted">{t.sessions.lead}</p>
      </div>
      {sessions.isError ? <p className="text-sm text-danger">{notFresh ? t.sessions.notFresh : t.sessions.loadError}</p> : null}
      {sessions.data ? (
        <ul className="flex flex-col divide-y divide-line" data-testid="session-list">
          {sessions.data.sessions.map((session) => {
            const current = session.id === sessions.data.currentId;
            return (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-current={current || undefined}>
                <div className="flex min-w-0 flex-col">
                  <span className="text-sm font-medium text-fg">
                    {describe(session)}
                    {current ? <span className="ml-2 text-xs font-medium text-accent-ink">{t.sessions.thisBrowser}</span> : null}
                  </span>
                  <span className="text-xs text-fg-subtle">
                    {t.sessions.lastActive({ date: new Date(session.updatedAt) })}
                    {session.ipAddress ? ` · ${t.sessions.from({ address: session.ipAddress })}` : null}
                  </span>
                </div>
                {current ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="max-sm:h-11"
                    disabled={busy !== null}
                    aria-label={`${t.sessions.signOut}: ${describe(session)}`}
                    onClick={() => void run(session.id, () => revokeSession(session.token), t.sessions.signedOut)}
                  >
                    {busy === session.id ? t.sessions.signingOut : t.sessions.signOut}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {others.length > 1 ? (
        <Button
          variant="secondary"
          className="self-start max-sm:h-11"
          disabled={busy !== null}
          onClick={() => void run("others", revokeOtherSessions, t.sessions.signedOutOthers)}
          data-testid="sign-out-others"
        >
          {busy === "others" ? t.sessions.signingOut : t.sessions.signOutOthers}
        </Button>
      ) : null}
      <p role="status" className={`min-h-5 text-sm ${status?.error ? "text-danger" : "text-fg-muted"}`} data-testid="sessions-status">
        {status?.text}
      </p>
    </section>
  );
}
