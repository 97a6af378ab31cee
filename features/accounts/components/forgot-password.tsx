"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { requestPasswordReset } from "../api/password-reset";
import { authErrorText } from "../lib/auth-error-text";
import { accountMessages } from "./account-messages";
import { accountSettingsMessages } from "./account-settings-messages";
import { inputClasses } from "./account-styles";

/**
 * "Forgot your password?" under the sign-in form, a disclosure (keyboard and screen reader friendly
 * as it is). Where the instance sends mail it asks for the email and sends a link; where it does
 * not, it says who can help: the instance owner, who sets a new password on the owner page.
 */
export function ForgotPassword({ mailReady }: { mailReady: boolean }) {
  const t = useMessages(accountSettingsMessages).forgot;
  const errors = useMessages(accountMessages).errors;
  const id = useId();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    setState("sending");
    setError(null);
    try {
      await requestPasswordReset(String(new FormData(event.currentTarget).get("email") ?? "").trim());
      setState("sent");
    } catch (failure) {
      setState("idle");
      setError(authErrorText(failure, errors));
    }
  }

  return (
    <details className="text-sm" data-testid="forgot-password">
      <summary className="cursor-pointer rounded font-medium text-accent-ink underline-offset-2 hover:underline">{t.link}</summary>
      {mailReady ? (
        <form onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-2">
          <label className="flex flex-col gap-1.5 text-fg-muted" htmlFor={`${id}-email`}>
            {t.lead}
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="username"
              inputMode="email"
              maxLength={254}
              className={inputClasses}
            />
          </label>
          <Button type="submit" variant="secondary" disabled={state === "sending"} className="self-start max-sm:h-11">
            {state === "sending" ? t.sending : t.send}
          </Button>
          <p role="status" className={`min-h-5 ${error ? "text-danger" : "text-fg-muted"}`} data-testid="forgot-status">
            {error ?? (state === "sent" ? t.sent : null)}
          </p>
        </form>
      ) : (
        <p className="mt-2 text-fg-muted" data-testid="forgot-no-mail">
          {t.noMail}
        </p>
      )}
    </details>
  );
}
