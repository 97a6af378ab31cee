import "server-only";
import { headers } from "next/headers";
import type { HeaderAccount } from "@/features/accounts/lib/account-paths";
import { database } from "@/lib/db/database";
import { serverEnv } from "@/lib/env";
import { isInstanceOwner } from "@/lib/identity/instance-owner";
import { ownedSummary } from "@/lib/identity/owner-transfer";
import { identityFromHeaders } from "@/lib/identity/request-identity";

/**
 * What the header's account entry shows, rendered with the page. A guest costs no database query
 * (no session cookie, no lookup); a signed-in learner one session lookup, and one count of what this
 * browser's guest still owns (the merge offer). When that cannot be read, the header shows no
 * account entry rather than a wrong one.
 */
export async function headerAccount(): Promise<HeaderAccount | null> {
  try {
    const identity = await identityFromHeaders(await headers());
    if (!identity?.account) return { signedIn: false, email: null, isOwner: false, guestCourses: 0 };
    const guest = identity.guestOwnerId ? await ownedSummary((await database()).db, identity.guestOwnerId) : null;
    return {
      signedIn: true,
      email: identity.account.email,
      isOwner: isInstanceOwner(identity.account, serverEnv().OWNER_EMAILS),
      guestCourses: guest?.courses ?? 0,
    };
  } catch (error) {
    console.error("[accounts] could not tell who is signed in for the header:", error);
    return null;
  }
}
