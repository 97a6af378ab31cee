import { readGoal, type PurposeKind } from "@/lib/ai/offline/knowledge/goal-reading";
import { isBarePurpose, barePurposeKind } from "@/lib/ai/offline/knowledge/goal-reading/purpose-words";
import { segmentWords } from "@/lib/ai/offline/text/key-terms";
import { clip } from "@/lib/ai/offline/text/text-utils";

/**
 * The outcome or purpose the learner already stated with their goal ("零基础学Python，想做数据分析" →
 * 做数据分析, "learn Python so I can automate my Excel reports" → "Automate my Excel reports"), as a goal
 * card in their own words: offered first, so the interview never answers a stated aim with generic cards
 * alone. Read by the same goal reader the stated-facts inference uses (readGoal).
 */
export interface StatedGoal {
  card: string;
  /** The purpose it states (work, travel, …): a generic card for the same purpose means the same. */
  kind: PurposeKind | null;
  /** An end point ("做数据分析"), not only why ("for my job"): once picked on the goal card, the outcome is known. */
  outcome: boolean;
}

// "想做…", "希望能…", "用来做…": the wanting is no part of what is wanted.
const ZH_LEAD = /^(?:我|还|也)*(?:想要|想|要|希望|打算|为了|用来|用于|好|能够|能|可以|会)+/u;
// "so that I can …", "I can …", "to …": the same in English.
const EN_LEAD = /^(?:so\s+(?:that\s+)?)?(?:i\s+(?:can|could|will|would|want\s+to|'d\s+like\s+to|would\s+like\s+to|need\s+to)\s+|to\s+)/i;
const EN_PREPOSITION = /^(?:for|at|on|in|during|before|with)\s/i;
const HAN = /\p{Script=Han}/u;

const CARD_CHARS = 120;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The learner's clause for `value`: from where it starts in what they wrote, minus the wanting in front. */
function ownWords(value: string, evidence: string): string {
  const at = evidence.indexOf(value);
  if (at < 0) return value.replace(ZH_LEAD, "").replace(EN_LEAD, "").trim();
  const before = evidence.slice(0, at);
  const after = evidence.slice(at + value.length);
  if (HAN.test(value)) {
    // "想做数据分析" keeps its verb 做, "为了出国留学" the rest of its clause: the learner's words, less the wanting.
    const verb = /(?:想要|想|要|希望|打算|为了|用来|用于|能够|能|可以|会)(\p{Script=Han}?)$/u.exec(before)?.[1] ?? "";
    const rest = /^[\p{Script=Han}A-Za-z0-9]*/u.exec(after)?.[0] ?? "";
    return `${verb}${value}${rest}`.replace(ZH_LEAD, "").trim();
  }
  // "for my trip to Mexico": the place the reader left off is still the learner's words.
  const rest = /^\s+(?:to|in|at)\s+[A-Z][\w-]*/u.exec(after)?.[0] ?? "";
  return `${value}${rest}`.replace(EN_LEAD, "").trim();
}

export function statedGoal(text: string | null | undefined): StatedGoal | null {
  if (!text?.trim()) return null;
  const reading = readGoal(text);
  const kind = reading.purpose?.kind ?? null;
  const outcome = reading.outcome !== null && !isBarePurpose(reading.outcome.value);
  const stated = outcome ? reading.outcome : reading.purpose;
  if (!stated?.value.trim()) return null;
  let card = ownWords(stated.value.trim(), stated.evidence);
  // "for my trip to Mexico" is why, not what: said of the subject ("Spanish for my trip to Mexico").
  if (EN_PREPOSITION.test(card) && reading.subject.trim()) card = `${reading.subject.trim()} ${card}`;
  if (!card || isBarePurpose(card)) return null;
  return { card: clip(HAN.test(card) ? card : capitalised(card), CARD_CHARS), kind, outcome };
}

/** The purpose a generic card is about ("Use Python confidently at work" → work, "在工作中…" → work), or null. */
export function cardPurpose(card: string): PurposeKind | null {
  return (
    readGoal(card).purpose?.kind ??
    segmentWords(card)
      .map(barePurposeKind)
      .find((kind) => kind !== null) ??
    null
  );
}
