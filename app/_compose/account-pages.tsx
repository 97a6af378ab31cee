import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AuthForm, type AuthMode } from "@/features/accounts/components/auth-form";
import { safeNext } from "@/features/accounts/lib/account-paths";
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
