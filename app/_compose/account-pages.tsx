import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AuthForm, type AuthMode } from "@/features/accounts/components/auth-form";
import { PasskeysPanel } from "@/features/accounts/components/passkeys-panel";
import { ACCOUNT_PAGES, safeNext } from "@/features/accounts/lib/account-paths";
import { PageQueries } from "@/lib/api/query-provider";
import { database } from "@/lib/db/database";
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
      <AuthForm mode={mode} next={next} guestCourses={guest?.courses ?? 0} />
    </div>
  );
}

/**
 * /account: the signed-in learner's own settings (passkeys, sessions, the chat's backup). A guest has
 * no account to set up: it is sent to sign in and comes back here.
 */
export async function AccountSettingsPage() {
  const identity = await identityFromHeaders(await headers()).catch(() => null);
  if (!identity?.account) redirect(`${ACCOUNT_PAGES.signIn}?next=${encodeURIComponent(ACCOUNT_PAGES.account)}`);
  return (
    <PageQueries>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
        <PasskeysPanel />
      </div>
    </PageQueries>
  );
}
