import "server-only";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { accountSettingsMessages } from "@/features/accounts/components/account-settings-messages";
import { AuthForm, type AuthMode } from "@/features/accounts/components/auth-form";
import { OwnerPanel } from "@/features/accounts/components/owner-panel";
import { PasskeysPanel } from "@/features/accounts/components/passkeys-panel";
import { SessionsPanel } from "@/features/accounts/components/sessions-panel";
import { ChatBackupPanel } from "@/features/chat/components/chat-backup-panel";
import { ACCOUNT_PAGES, safeNext } from "@/features/accounts/lib/account-paths";
import { PageQueries } from "@/lib/api/query-provider";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server-locale";
import { database } from "@/lib/db/database";
import { serverEnv } from "@/lib/env";
import { accountMailTransport } from "@/lib/identity/account-mail";
import { isInstanceOwner } from "@/lib/identity/instance-owner";
import { ownedSummary } from "@/lib/identity/owner-transfer";
import { identityFromHeaders } from "@/lib/identity/request-identity";

/**
 * /sign-in and /sign-up: a signed-in learner goes on to where they were headed; a guest gets the
 * form, and on /sign-up the number of courses it takes along (what "nothing is lost" means here).
 */
export async function AccountPage({ mode, next }: { mode: AuthMode; next: string | null }) {
  const identity = await identityFromHeaders(await headers()).catch(() => null);
  if (identity?.account) redirect(safeNext(next));
  const guest =
    mode === "sign-up" && identity?.guestOwnerId
      ? await ownedSummary((await database()).db, identity.guestOwnerId).catch(() => null)
      : null;
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">
      <AuthForm mode={mode} next={next} guestCourses={guest?.courses ?? 0} mailReady={accountMailTransport(serverEnv()) !== null} />
    </div>
  );
}

/**
 * /account: the signed-in learner's own settings (the chats' backup, passkeys, sessions). A guest has
 * no account to set up: it is sent to sign in and comes back here.
 */
export async function AccountSettingsPage() {
  const identity = await identityFromHeaders(await headers()).catch(() => null);
  if (!identity?.account) redirect(`${ACCOUNT_PAGES.signIn}?next=${encodeURIComponent(ACCOUNT_PAGES.account)}`);
  const t = messagesFor(accountSettingsMessages, await requestLocale()).page;
  return (
    <PageQueries>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{t.title}</h1>
          <p className="truncate text-sm text-fg-muted">{t.signedInAs({ email: identity.account.email })}</p>
        </div>
        <ChatBackupPanel />
        <PasskeysPanel />
        <SessionsPanel />
      </div>
    </PageQueries>
  );
}

/** /account/owner: the instance owner's page; a guest signs in first, a member finds nothing here (404). */
export async function OwnerAccountsPage() {
  const identity = await identityFromHeaders(await headers()).catch(() => null);
  if (!identity?.account) redirect(`${ACCOUNT_PAGES.signIn}?next=${encodeURIComponent(ACCOUNT_PAGES.owner)}`);
  if (!isInstanceOwner(identity.account, serverEnv().OWNER_EMAILS)) notFound();
  return (
    <PageQueries>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
        <OwnerPanel />
      </div>
    </PageQueries>
  );
}
