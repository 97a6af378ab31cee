/**
 * The tutor chat's ids and limits, without zod: the chat page's first load
 * needs these constants and the mask check, not a schema library.
 * chat-schemas.ts re-exports them and builds its schemas from them (declared once).
 */
export const MASK_IDS = ["default", "blunt", "warm", "rational", "chameleon"] as const;
export type MaskId = (typeof MASK_IDS)[number];
export const DEFAULT_MASK_ID: MaskId = "default";

/** Exactly one of MASK_IDS (no trimming, no case folding): stored and sent ids are ours. */
export function isMaskId(value: unknown): value is MaskId {
  return typeof value === "string" && (MASK_IDS as readonly string[]).includes(value);
}

export const LEARNER_NOTE_MAX_LENGTH = 2000;
export const CHAT_BODY_LIMIT_BYTES = 768 * 1024;
export const MAX_CHAT_TEXT_LENGTH = 8000;
