"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { getAccount } from "../api/get-account";
import { signIn } from "../api/sign-in";
import { signUp } from "../api/sign-up";
import { ACCOUNT_PAGES, loadAsNewIdentity, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, safeNext } from "../lib/account-paths";
import { authErrorText } from "../lib/auth-error-text";
import { accountMessages } from "./account-messages";
import { inputClasses } from "./account-styles";
import { ForgotPassword } from "./forgot-password";
import { MergeOffer } from "./merge-offer";
import { PasskeySignIn } from "./passkey-sign-in";

export type AuthMode = "sign-in" | "sign-up";

/**
 * Email + password, for signing in or creating an account. Errors are sentences a person can act
 * on, announced and tied to the fields; after signing in where a guest had made courses, the merge
 * is offered before going on. A full navigation follows, so every server-rendered part (the header)
 * sees the new session.
 */
export function AuthForm({
  mode,
  next,
  guestCourses = 0,
  mailReady = false,
}: {
  mode: AuthMode;
  next?: string | null;
  guestCourses?: number;
  /** The instance sends mail (SMTP configured): a reset link and an address confirmation are offered. */
  mailReady?: boolean;
}) {
  const t = useMessages(accountMessages);
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [offer, setOffer] = useState<number | null>(null);
  const destination = safeNext(next);
  const go = () => loadAsNewIdentity(destination);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { email: String(form.get("email") ?? "").trim(), password: String(form.get("password") ?? "") };
    setPending(true);
    setError(null);
    try {
      if (mode === "sign-up") {
        await signUp(input);
        return go();
      }
      await signIn(input);
      await signedIn();
    } catch (failure) {
      setPending(false);
      setError(authErrorText(failure, t.errors));
    }
  }

  /** After a password or passkey sign-in: the merge offer where this browser's guest made courses, else on. */
  async function signedIn() {
    const account = await getAccount().catch(() => null);
    const courses = account?.guest?.courses ?? 0;
    if (courses > 0) {
      setPending(false);
      return setOffer(courses);
    }
    go();
  }

  if (offer !== null) return <MergeOffer courses={offer} onDone={go} />;

  const signUpMode = mode === "sign-up";
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={(event) => void submit(event)} className="card flex flex-col gap-4 p-5 sm:p-6" data-testid={`${mode}-form`}>
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-semibold tracking-tight text-fg">{signUpMode ? t.form.signUpTitle : t.form.signInTitle}</h1>
          <p className="text-sm text-fg-muted">{signUpMode ? t.form.signUpLead : t.form.signInLead}</p>
          {signUpMode ? (
            <p className="text-sm text-fg" data-testid="sign-up-keeps">
              {t.form.signUpKeeps({ courses: guestCourses })}
            </p>
          ) : null}
        </div>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-fg" htmlFor={`${id}-email`}>
          {t.form.email}
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete={signUpMode ? "email" : "username"}
            inputMode="email"
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={inputClasses}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-fg" htmlFor={`${id}-password`}>
          {t.form.password}
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            required
            minLength={signUpMode ? PASSWORD_MIN_LENGTH : undefined}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete={signUpMode ? "new-password" : "current-password"}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : "", signUpMode ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined}
            className={inputClasses}
          />
          {signUpMode ? (
            <span id={`${id}-hint`} className="text-xs font-normal text-fg-subtle">
              {t.form.passwordHint({ min: PASSWORD_MIN_LENGTH })}
            </span>
          ) : null}
        </label>
        <p id={errorId} role="alert" className="min-h-5 text-sm text-danger" data-testid="auth-error">
          {error}
        </p>
        <Button type="submit" size="lg" disabled={pending} data-testid={`${mode}-submit`} className="w-full">
          {pending ? (signUpMode ? t.form.signingUp : t.form.signingIn) : signUpMode ? t.form.signUpSubmit : t.form.signInSubmit}
        </Button>
        {signUpMode ? null : <PasskeySignIn onSignedIn={signedIn} onError={setError} />}
        <p className="text-sm text-fg-muted">
          {signUpMode ? t.form.haveAccount : t.form.noAccount}{" "}
          <Link
            href={`${signUpMode ? ACCOUNT_PAGES.signIn : ACCOUNT_PAGES.signUp}${next ? `?next=${encodeURIComponent(destination)}` : ""}`}
            className="font-medium text-accent-ink underline-offset-2 hover:underline"
          >
            {signUpMode ? t.form.toSignIn : t.form.toSignUp}
          </Link>
        </p>
        {signUpMode ? <p className="text-xs text-fg-subtle">{mailReady ? t.form.mailConfirm : t.form.noMail}</p> : null}
      </form>
      {signUpMode ? null : <ForgotPassword mailReady={mailReady} />}
    </div>
  );
}
