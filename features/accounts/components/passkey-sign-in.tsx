"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { passkeySignIn } from "../api/passkey-sign-in";
import { usePasskeysAvailable } from "../hooks/use-passkeys-available";
import { passkeyErrorText } from "../lib/passkey-error-text";
import { passkeyMessages } from "./passkey-messages";

/**
 * "Sign in with a passkey" below the password form, shown only where the browser can use one (a
 * secure origin with WebAuthn; decided after mount, so the server's page and the first render
 * agree). `onSignedIn` goes on as a password sign-in does (the merge offer, then the destination).
 */
export function PasskeySignIn({
  onSignedIn,
  onError,
}: {
  onSignedIn: () => Promise<void> | void;
  onError: (message: string | null) => void;
}) {
  const t = useMessages(passkeyMessages);
  const available = usePasskeysAvailable();
  const [pending, setPending] = useState(false);
  if (!available) return null;

  async function signIn() {
    setPending(true);
    onError(null);
    try {
      await passkeySignIn();
      await onSignedIn();
    } catch (failure) {
      setPending(false);
      onError(passkeyErrorText(failure, t.errors));
    }
  }

  return (
    <div className="flex flex-col gap-3" data-testid="passkey-sign-in">
      <p className="flex items-center gap-3 text-xs text-fg-subtle" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t.signIn.or}
        <span className="h-px flex-1 bg-line" />
      </p>
      <Button type="button" variant="secondary" size="lg" className="w-full" disabled={pending} onClick={() => void signIn()}>
        {pending ? t.signIn.working : t.signIn.button}
      </Button>
    </div>
  );
}
