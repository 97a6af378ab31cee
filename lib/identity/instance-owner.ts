import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";

/**
 * The instance owner: the first account created on an instance, and every account whose email is
 * in OWNER_EMAILS. The role is stored on the user (`user.role`, "owner" | "member"); a listed
 * email counts as owner even when it was listed after the account was made.
 */
export type AccountRole = "owner" | "member";

/** Any fixed number: the lock only serialises concurrent sign-ups deciding who is first. */
const FIRST_OWNER_LOCK = 2_824_001;

/**
 * Settles a new account's role: owner when its email is listed, or when no other account is owner
 * yet. Under a transaction-scoped advisory lock, so two sign-ups on a new instance at the same
 * moment make one owner, not two and not none.
 */
export async function settleNewAccountRole(
  db: Database,
  userId: string,
  email: string,
  ownerEmails: readonly string[],
): Promise<AccountRole> {
  const listed = ownerEmails.includes(email.toLowerCase());
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_OWNER_LOCK}::bigint)`);
    const result = await tx.execute(sql`
      UPDATE "user" SET role = 'owner'
      WHERE id = ${userId} AND (${listed}::boolean OR NOT EXISTS (SELECT 1 FROM "user" WHERE role = 'owner' AND id <> ${userId}))
      RETURNING role`);
    return ((result as { rows?: unknown[] }).rows ?? []).length > 0 ? "owner" : "member";
  });
}

export function isInstanceOwner(account: { role?: unknown; email: string }, ownerEmails: readonly string[]): boolean {
  return account.role === "owner" || ownerEmails.includes(account.email.toLowerCase());
}
