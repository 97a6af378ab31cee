"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { addPasskey } from "../api/add-passkey";
import { deletePasskey } from "../api/delete-passkey";
import { passkeysKey, usePasskeys } from "../api/list-passkeys";
import { usePasskeysAvailable } from "../hooks/use-passkeys-available";
import { passkeyErrorText } from "../lib/passkey-error-text";
import { inputClasses } from "./account-styles";
import { passkeyMessages } from "./passkey-messages";

/**
 * The account page's passkeys: the list (name, when added, whether it syncs), "Add a passkey" with
 * an optional name, and "Remove" on each. Outcomes are announced; a browser that cannot use passkeys
 * here is told why instead of being offered a button that cannot work.
 */
export function PasskeysPanel() {
  const t = useMessages(passkeyMessages);
  const id = useId();
  const client = useQueryClient();
  const passkeys = usePasskeys();
  const available = usePasskeysAvailable();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy("add");
    setStatus(null);
    try {
      await addPasskey(String(new FormData(form).get("name") ?? ""));
      form.reset();
      setStatus({ text: t.panel.added, error: false });
      await client.invalidateQueries({ queryKey: passkeysKey });
    } catch (failure) {
      setStatus({ text: passkeyErrorText(failure, t.errors), error: true });
    } finally {
      setBusy(null);
    }
  }

  async function remove(passkeyId: string) {
    setBusy(passkeyId);
    setStatus(null);
    try {
      await deletePasskey(passkeyId);
      setStatus({ text: t.panel.removed, error: false });
      await client.invalidateQueries({ queryKey: passkeysKey });
    } catch {
      setStatus({ text: t.panel.removeError, error: true });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card flex flex-col gap-4 p-5 sm:p-6" data-testid="passkeys-panel">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
          {t.panel.title}
        </h2>
        <p className="text-sm text-fg-muted">{t.panel.lead}</p>
      </div>
      {passkeys.isError ? <p className="text-sm text-danger">{t.panel.loadError}</p> : null}
      {passkeys.data?.length === 0 ? <p className="text-sm text-fg-subtle">{t.panel.none}</p> : null}
      {passkeys.data && passkeys.data.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line" data-testid="passkey-list">
          {passkeys.data.map((passkey) => {
            const name = passkey.name?.trim() || t.panel.unnamed;
            return (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-medium text-fg">{name}</span>
                  <span className="text-xs text-fg-subtle">
                    {passkey.createdAt ? t.panel.addedOn({ date: new Date(passkey.createdAt) }) : null}
                    {passkey.backedUp ? ` · ${t.panel.synced}` : null}
                  </span>
                </div>
                <Button variant="ghost" size="sm" className="max-sm:h-11" disabled={busy !== null} onClick={() => void remove(passkey.id)}>
                  {busy === passkey.id ? t.panel.removing : t.panel.remove({ name })}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {available === false ? (
        <p className="text-sm text-fg-muted" data-testid="passkeys-unavailable">
          {t.panel.unavailable}
        </p>
      ) : (
        <form onSubmit={(event) => void add(event)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium text-fg" htmlFor={`${id}-name`}>
            {t.panel.name}
            <input id={`${id}-name`} name="name" maxLength={64} placeholder={t.panel.namePlaceholder} className={inputClasses} />
          </label>
          <Button type="submit" size="lg" disabled={busy !== null || available === null} data-testid="add-passkey">
            {busy === "add" ? t.panel.adding : t.panel.add}
          </Button>
        </form>
      )}
      <p role="status" className={`min-h-5 text-sm ${status?.error ? "text-danger" : "text-fg-muted"}`} data-testid="passkeys-status">
        {status?.text}
      </p>
    </section>
  );
}
