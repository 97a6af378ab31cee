import { z } from "zod";
import type { AccountSummary } from "@/lib/identity/account-summary";

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
