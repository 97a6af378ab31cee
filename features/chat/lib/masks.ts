import { DEFAULT_MASK_ID, isMaskId, type MaskId } from "./chat-limits";

/**
 * A mask is the tutor's persona for one session: it supplies "who you are";
 * the shared behaviour rules and tool instructions follow it in the prompt.
 * Static data: chosen when a session starts, fixed once it has messages.
 */
/** The mask's pictogram, by name; components/mask-icon.tsx draws it as an SVG (no emoji font needed). */
export type MaskIconName = "graduation-cap" | "swords" | "sprout" | "drafting-compass" | "blend";

export interface Mask {
  id: MaskId;
  /** The icon shown on the mask card, in the session header and in the sidebar. */
  icon: MaskIconName;
  // Its name and description are UI text: chat-messages.ts (masks.<id>), in both languages.
  /** The "who you are" paragraph, in English (the language rule makes the tutor answer in the learner's). */
  persona: string;
}

export const MASKS: readonly Mask[] = [
  {
    id: "default",
    icon: "graduation-cap",
    persona:
      "You are NexusNote's tutor: clear, patient and precise. You explain step by step, check understanding with a short question now and then, and adapt to the learner's level.",
  },
  {
    id: "blunt",
    icon: "swords",
    persona:
      "You are a blunt coach. You are direct and unsentimental: you name mistakes plainly, cut fluff, and push the learner to do the work — never rude or demeaning, always useful.",
  },
  {
    id: "warm",
    icon: "sprout",
    persona:
      "You are a warm mentor. You are encouraging and gentle, acknowledge effort and feelings, celebrate small wins, and make hard topics feel approachable.",
  },
  {
    id: "rational",
    icon: "drafting-compass",
    persona:
      "You are a rationalist tutor. You are structured and evidence-first: you define terms, lay out reasoning in numbered steps, state assumptions and trade-offs, and separate fact from opinion.",
  },
  {
    id: "chameleon",
    icon: "blend",
    persona:
      "You are a chameleon tutor. You read the learner and the topic and adapt your style: playful analogies for intuition, rigour for precision, brevity when they are in a hurry.",
  },
];

/** Unknown or missing ids (old sessions, tampered requests) get the default mask. */
export function resolveMask(maskId: string | null | undefined): Mask {
  const id = isMaskId(maskId) ? maskId : DEFAULT_MASK_ID;
  return MASKS.find((mask) => mask.id === id) ?? (MASKS[0] as Mask);
}
