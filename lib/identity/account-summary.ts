import "server-only";
import type { Database } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { isInstanceOwner } from "./instance-owner";
import { ownedSummary } from "./owner-transfer";
import type { RequestIdentity } from "./request-identity";

/**
 * What the header and the account pages need (GET /api/account): who is signed in, and what the
 * browser's guest owns: for a guest, what "Create an account" takes along; for an account, what
 * is still the guest's on this browser (signed in where a guest had learned) and can be merged.
 */
/** POST /api/account/merge-guest takes `{}`: nothing to say but "yes". */
export const MERGE_GUEST_BODY_LIMIT_BYTES = 256;

export interface AccountSummary {
  signedIn: boolean;
  /** `isOwner`: the instance's owner (lib/identity/instance-owner.ts), who will see its settings. */
  account: { email: string; name: string; isOwner: boolean } | null;
  guest: { courses: number; sources: number } | null;
}

export async function accountSummary(db: Database, identity: RequestIdentity): Promise<AccountSummary> {
  const guest = identity.guestOwnerId ? await ownedSummary(db, identity.guestOwnerId) : null;
  return {
    signedIn: identity.account !== null,
    account: identity.account
      ? { email: identity.account.email, name: identity.account.name, isOwner: isInstanceOwner(identity.account, serverEnv().OWNER_EMAILS) }
      : null,
    guest,
  };
}
