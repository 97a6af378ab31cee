import { z } from "zod";

/**
 * A claim in the tutor's words that no tool call of its turn backs, as the
 * message's metadata carries it (`metadata.claims`) and the browser shows it
 * beside the answer: "not done — no change was made", "not done yet — waiting
 * for your answer to the proposal", "not from your material". Isomorphic: the
 * server writes it (./turn-claims.ts), the tutor pane reads it.
 */
export const CLAIMS_FIELD = "claims";

export const claimMarkSchema = z.object({
  /** not-done: a claim of action with no write; awaiting-approval: the write is a proposal not yet accepted; not-grounded: no search or read. */
  kind: z.enum(["not-done", "awaiting-approval", "not-grounded"]),
  /** The sentence that makes the claim. */
  claim: z.string().max(400),
});
export type ClaimMark = z.infer<typeof claimMarkSchema>;
export const claimMarksSchema = z.array(claimMarkSchema).max(20);
