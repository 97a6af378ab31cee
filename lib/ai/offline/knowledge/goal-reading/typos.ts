import { slipTable } from "@/lib/ai/offline/text/word-slips";

/**
 * The few words a goal is read by ("want", "learn", "study", "teach", "beginner")
 * typed the way people type on a phone: two letters swapped ("wnat"), one
 * dropped ("lern") or doubled ("begginer"). Each such slip is put back before
 * reading, so "i wnat to lern Go" names Go. Real words that a slip would also
 * make ("lean", "earn", "ant") are left alone.
 */

const WORDS = ["want", "learn", "learning", "study", "teach", "understand", "beginner", "master", "please"];
const REAL_WORDS = new Set([
  "wan",
  "ant",
  "wat",
  "lean",
  "earn",
  "stud",
  "each",
  "tech",
  "beginne",
  "aster",
  "maser",
  "mater",
  "lease",
  "leaning",
  "earning",
]);

const FIXES = slipTable(WORDS, REAL_WORDS);
// Slips common enough to be spelled out.
for (const [slip, word] of [
  ["lern", "learn"],
  ["leran", "learn"],
  ["begginer", "beginner"],
  ["learnin", "learning"],
  ["lrn", "learn"],
  ["wnt", "want"],
  ["b4", "before"],
  ["studyin", "studying"],
  ["wanan", "wanna"],
  ["beginer", "beginner"],
  ["plz", "please"],
  ["pls", "please"],
  ["u", "you"],
  // "gimme a crash course…", "for work tmr": short forms, spelled out (the evidence keeps what was typed).
  ["gimme", "give me"],
  ["tmr", "tomorrow"],
  ["tmrw", "tomorrow"],
] as const)
  FIXES.set(slip, word);

function fix(word: string): string {
  const fixed = FIXES.get(word.toLowerCase());
  if (!fixed) return word;
  return word[0] === word[0]!.toUpperCase() ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
}

export interface Unslipped {
  /** The text with slips in the reading words put back; every other word untouched. */
  text: string;
  /** The learner's own words for a stretch of `text` (evidence stays what they typed). */
  original: (stretch: string) => string;
}

export function withoutTypos(typed: string): Unslipped {
  // Words and what lies between them, aligned one to one in the typed and the mended text.
  const parts = typed.split(/([A-Za-z]+[0-9]?)/);
  const mended = parts.map((part, index) => (index % 2 === 1 ? fix(part) : part));
  const text = mended.join("");
  if (text === typed) return { text, original: (stretch) => stretch };
  const original = (stretch: string) => {
    const start = text.indexOf(stretch);
    if (start < 0 || !stretch) return stretch;
    const end = start + stretch.length;
    let at = 0;
    let from = -1;
    let to = 0;
    let typedAt = 0;
    mended.forEach((part, index) => {
      const source = parts[index]!;
      const next = at + part.length;
      // A stretch starts and ends on part boundaries or inside unmended text (same length in both).
      if (from < 0 && start < next) from = typedAt + (part === source ? start - at : 0);
      if (end <= next && to === 0) to = typedAt + (part === source ? end - at : source.length);
      at = next;
      typedAt += source.length;
    });
    return typed.slice(Math.max(0, from), to || typed.length);
  };
  return { text, original };
}
