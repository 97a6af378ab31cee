"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/api-error";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { resetPassword } from "../api/password-reset";
import { ACCOUNT_PAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../lib/account-paths";
import { authErrorText } from "../lib/auth-error-text";
import { accountMessages } from "./account-messages";
import { accountSettingsMessages } from "./account-settings-messages";
import { inputClasses } from "./account-styles";

/**
 * /reset-password?token=…: where a mailed link lands (better-auth checks the token, then sends the
 * browser here with it, or with `error` when it is expired or used). A new password, once.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useMessages(accountSettingsMessages).reset;
  const errors = useMessages(accountMessages).errors;
  const id = useId();
  const [state, setState] = useState<"idle" | "saving" | "done" | "invalid">(token ? "idle" : "invalid");
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    setState("saving");
    setError(null);
    try {
      await resetPassword({ token, newPassword: String(new FormData(event.currentTarget).get("newPassword") ?? "") });
      setState("done");
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === "invalid_token") return setState("invalid");
      setState("idle");
      setError(authErrorText(failure, errors));
    }
  }

  const link = "font-medium text-accent-ink underline-offset-2 hover:underline";
  return (
    <section className="card flex flex-col gap-4 p-5 sm:p-6" aria-labelledby={`${id}-title`} data-testid="reset-password">
      <h1 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-fg">
        {t.title}
      </h1>
      {state === "invalid" ? (
        <p role="alert" className="text-sm text-danger">
          {t.invalid}{" "}
          <Link href={ACCOUNT_PAGES.signIn} className={link}>
            {t.again}
          </Link>
        </p>
      ) : state === "done" ? (
        <p role="status" className="text-sm text-fg">
          {t.done}{" "}
          <Link href={ACCOUNT_PAGES.signIn} className={link}>
            {t.signIn}
          </Link>
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-fg" htmlFor={`${id}-password`}>
            {t.newPassword}
            <input
              id={`${id}-password`}
              name="newPassword"
              type="password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
              className={inputClasses}
            />
          </label>
          <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-danger">
            {error}
          </p>
          <Button type="submit" size="lg" disabled={state === "saving"}>
            {state === "saving" ? t.submitting : t.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
