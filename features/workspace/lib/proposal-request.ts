import { safeJsonParse } from "@/lib/safe-json";
import { proposalReasonSchema, proposalRequestSchema, type ProposalReason, type ProposalRequest } from "../contract";

/** The approval request's text for a proposal: its diff and, when there is one, why it waits. */
export function encodeProposalRequest(request: ProposalRequest): string {
  return JSON.stringify(proposalRequestSchema.parse(request));
}

/** What a stored proposal's card can show; either part may be missing. */
export interface ShownProposal {
  diff?: string;
  why?: ProposalReason;
}

/**
 * Reads `approval.requestReason` back, whatever wrote it: the JSON shape, or a message stored before it —
 * a bare reason ("material-read"), a bare unified diff, or nothing (a proposal that shows its new text).
 * Anything else (a forged or broken history) shows no diff and no reason rather than text it did not check.
 */
export function parseProposalRequest(requestReason: string | undefined): ShownProposal {
  if (!requestReason) return {};
  const structured = proposalRequestSchema.safeParse(safeJsonParse(requestReason));
  if (structured.success) return structured.data;
  const bare = proposalReasonSchema.safeParse(requestReason);
  if (bare.success) return { why: bare.data };
  return requestReason.includes("\n@@ ") ? { diff: requestReason } : {};
}
