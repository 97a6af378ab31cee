import "server-only";
import { desc } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { user } from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { AppAuth } from "./auth-server";
import { isInstanceOwner } from "./instance-owner";
import type { RequestIdentity } from "./request-identity";

/**
 * What the instance owner can do to other accounts (the owner page, /account/owner): see them, and
 * set a new password for one, which is how a learner who forgot theirs gets back in when the
 * instance sends no mail. Setting it ends every session of that account, so whoever held one must
 * sign in with the new password.
 */
export const OWNER_RESET_BODY_LIMIT_BYTES = 2048;
/** The most accounts the owner page lists (the newest first). */
export const OWNER_ACCOUNT_LIST_LIMIT = 500;

export const ownerResetBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email("Enter the account's email address, such as name@example.com.")),
    newPassword: z
      .string()
      .min(8, "Use at least 8 characters for the new password.")
      .max(128, "Use at most 128 characters for the new password."),
  })
  .strict();
export type OwnerResetBody = z.infer<typeof ownerResetBodySchema>;

export interface OwnerAccountRow {
  email: string;
  name: string;
  isOwner: boolean;
  createdAt: string;
}

/** 401 for a guest, 403 for a member: only the instance owner manages other accounts. */
export function requireInstanceOwner(identity: RequestIdentity): NonNullable<RequestIdentity["account"]> {
  if (!identity.account)
    throw new AppError("unauthorized", {
      en: "Sign in as the instance owner to manage accounts.",
      zh: "请以实例所有者身份登录来管理账户。",
    });
  if (!isInstanceOwner(identity.account, serverEnv().OWNER_EMAILS)) {
    throw new AppError("forbidden", {
      en: "Only the instance owner can manage other accounts. Ask them to reset your password.",
      zh: "只有实例所有者可以管理其他账户。请让他们重置你的密码。",
    });
  }
  return identity.account;
}

export async function listAccounts(db: Database): Promise<OwnerAccountRow[]> {
  const rows = await db
    .select({ email: user.email, name: user.name, role: user.role, createdAt: user.createdAt })
    .from(user)
    .orderBy(desc(user.createdAt))
    .limit(OWNER_ACCOUNT_LIST_LIMIT);
  const owners = serverEnv().OWNER_EMAILS;
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    isOwner: isInstanceOwner(row, owners),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Sets an account's password (hashed by better-auth, as its own sign-up does) and ends all its
 * sessions. An account with no password yet (passkeys only) gets one. False when no account has
 * that email.
 */
export async function resetAccountPassword(auth: AppAuth, { email, newPassword }: OwnerResetBody): Promise<boolean> {
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email);
  if (!found) return false;
  const userId = found.user.id;
  const hash = await context.password.hash(newPassword);
  if (await context.internalAdapter.findCredentialAccount(userId)) await context.internalAdapter.updatePassword(userId, hash);
  else await context.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
  await context.internalAdapter.deleteUserSessions(userId);
  return true;
}
