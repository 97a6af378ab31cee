import { z } from "zod";
import type { AccountSummary } from "@/lib/identity/account-summary";
import type { OwnerAccountRow } from "@/lib/identity/owner-accounts";

/**
 * The accounts feature's wire shapes: our GET /api/account and POST /api/account/merge-guest
 * answer (lib/identity/account-summary.ts), and the part of better-auth's sign-up and sign-in
 * answers the forms read. Loaded with import() (features/accounts/api/account-requests.ts), so
 * zod stays off every page's first load.
 */
export const accountSummarySchema = z.object({
  signedIn: z.boolean(),
  account: z.object({ email: z.string(), name: z.string(), isOwner: z.boolean() }).nullable(),
  guest: z.object({ courses: z.number().int().min(0), sources: z.number().int().min(0) }).nullable(),
}) satisfies z.ZodType<AccountSummary>;
export type AccountSummaryAnswer = z.infer<typeof accountSummarySchema>;

export const authAnswerSchema = z.object({ user: z.object({ id: z.string(), email: z.string() }) });
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

/**
 * better-auth's passkey plugin (@better-auth/passkey): the WebAuthn options handed on to the
 * browser's authenticator (only the challenge is read here; WebAuthn checks the rest), and an
 * account's passkeys as listed (never a key: the public key is not shown either).
 */
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string().min(1) });
export const passkeySchema = z.object({
  id: z.string().min(1),
  name: z.string().nullish(),
  createdAt: z.string().nullish(),
  deviceType: z.string().optional(),
  backedUp: z.boolean().optional(),
});
export type PasskeyAnswer = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);
export const passkeySignInAnswerSchema = z.looseObject({ session: z.looseObject({ userId: z.string() }).optional() });

/** better-auth's list-sessions (the signed-in account's live sessions) and get-session (this browser's). */
export const sessionRowSchema = z.object({
  id: z.string().min(1),
  token: z.string().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
});
export type SessionRow = z.infer<typeof sessionRowSchema>;
export const sessionListSchema = z.array(sessionRowSchema);
export const currentSessionSchema = z.object({ session: z.object({ id: z.string() }) }).nullable();

/** The owner page: GET /api/account/owner/accounts and POST /api/account/owner/reset-password (lib/identity/owner-accounts.ts). */
export const ownerAccountsSchema = z.object({
  accounts: z.array(
    z.object({ email: z.string(), name: z.string(), isOwner: z.boolean(), createdAt: z.string() }) satisfies z.ZodType<OwnerAccountRow>,
  ),
});
export const ownerResetAnswerSchema = z.object({ email: z.string(), signedOut: z.boolean() });
