"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useOwnerAccounts } from "../api/owner-accounts";
import { ownerResetPassword } from "../api/owner-reset-password";
import { ACCOUNT_PAGES, loadAsNewIdentity, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../lib/account-paths";
import { authErrorText } from "../lib/auth-error-text";
import { accountMessages } from "./account-messages";
import { accountSettingsMessages } from "./account-settings-messages";
import { inputClasses } from "./account-styles";

/**
 * The owner page (/account/owner): the instance's accounts, and setting a new password for one
 * (the way back in when the instance sends no mail). "Reset password" on a row fills the form and
 * moves focus to the new password; the outcome is announced. Resetting one's own password signs this
 * browser out too, so the page goes to sign-in.
 */
export function OwnerPanel() {
  const t = useMessages(accountSettingsMessages);
  const errors = useMessages(accountMessages).errors;
  const id = useId();
  const accounts = useOwnerAccounts();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const password = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    setStatus(null);
    try {
      const answer = await ownerResetPassword({ email: email.trim(), newPassword: String(new FormData(form).get("newPassword") ?? "") });
      if (answer.signedOut) {
        setStatus({ text: t.owner.doneSelf, error: false });
        return loadAsNewIdentity(ACCOUNT_PAGES.signIn);
      }
      form.reset();
      setEmail("");
      setStatus({ text: t.owner.done({ email: answer.email }), error: false });
    } catch (failure) {
      setStatus({ text: authErrorText(failure, errors), error: true });
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card flex flex-col gap-4 p-5 sm:p-6" data-testid="owner-panel">
      <div className="flex flex-col gap-1">
        <h1 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-fg">
          {t.owner.title}
        </h1>
        <p className="text-sm text-fg-muted">{t.owner.lead}</p>
      </div>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" data-testid="owner-reset-form">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-fg" htmlFor={`${id}-email`}>
          {t.owner.email}
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            inputMode="email"
            autoComplete="off"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputClasses}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-fg" htmlFor={`${id}-password`}>
          {t.owner.newPassword}
          <input
            ref={password}
            id={`${id}-password`}
            name="newPassword"
            type="password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
            aria-describedby={`${id}-hint`}
            className={inputClasses}
          />
          <span id={`${id}-hint`} className="text-xs font-normal text-fg-subtle">
            {t.owner.passwordHint({ min: PASSWORD_MIN_LENGTH })}
          </span>
        </label>
        <Button type="submit" size="lg" disabled={pending} className="sm:self-start" data-testid="owner-reset-submit">
          {pending ? t.owner.submitting : t.owner.submit}
        </Button>
        <p role="status" className={`min-h-5 text-sm ${status?.error ? "text-danger" : "text-fg-muted"}`} data-testid="owner-status">
          {status?.text}
        </p>
      </form>
      {accounts.isError ? <p className="text-sm text-danger">{t.owner.loadError}</p> : null}
      {accounts.data ? (
        <div className="flex flex-col gap-2">
          <h2 className="text-sm font-medium text-fg-muted">{t.owner.accounts({ count: accounts.data.length })}</h2>
          <ul className="flex flex-col divide-y divide-line" data-testid="owner-account-list">
            {accounts.data.map((account) => (
              <li key={account.email} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-medium text-fg">
                    {account.email}
                    {account.isOwner ? <span className="ml-2 text-xs font-medium text-accent-ink">{t.owner.ownerBadge}</span> : null}
                  </span>
                  <span className="text-xs text-fg-subtle">{t.owner.created({ date: new Date(account.createdAt) })}</span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="max-sm:h-11"
                  aria-label={`${t.owner.choose}: ${account.email}`}
                  onClick={() => {
                    setEmail(account.email);
                    password.current?.focus();
                  }}
                >
                  {t.owner.choose}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
