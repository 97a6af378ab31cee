/**
 * Numbers as learners write them, in words and in digits, read the same way by every offline reader
 * (how many questions a quiz asks for, how long until an exam, how much time a week, which line):
 * "three", "twenty", "a couple of", "三", "十二", "一百二十", "两", "半", "20".
 */

/** English number words, exactly. */
export const EN_NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  "forty-five": 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  hundred: 100,
  "a hundred": 100,
};

/** Amounts said without a number ("a couple of hours", "half an hour"): what a person takes them to mean. */
export const EN_ROUGH_AMOUNTS: Readonly<Record<string, number>> = {
  "a couple of": 2,
  "couple of": 2,
  "a couple": 2,
  couple: 2,
  "a few": 3,
  few: 3,
  several: 4,
  "half an": 0.5,
  "half a": 0.5,
  half: 0.5,
};

const escape = (word: string) => word.replace(/[-]/g, "\\-");
const byLength = (words: string[]) => [...words].sort((a, b) => b.length - a.length).map(escape);

/** A regex source matching an English count in digits or words (longest first, so "a couple of" before "a"). */
export function enCountPattern({ rough = false }: { rough?: boolean } = {}): string {
  const words = byLength([...Object.keys(EN_NUMBER_WORDS), ...(rough ? Object.keys(EN_ROUGH_AMOUNTS) : [])]);
  return `(?:\\d+(?:\\.\\d+)?|${words.join("|")})`;
}

/** "three" → 3, "a couple" → 2, "20" → 20, "2.5" → 2.5; null for anything else. */
export function enNumber(word: string): number | null {
  const lower = word.toLowerCase().trim();
  if (/^\d+(?:\.\d+)?$/.test(lower)) return Number(lower);
  return EN_NUMBER_WORDS[lower] ?? EN_ROUGH_AMOUNTS[lower] ?? null;
}

const HAN_DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const HAN_UNITS: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000 };

/** The Han numerals (and digits) a count is written with, as a regex character class body. */
export const HAN_NUMERAL_CHARS = "零〇一二两兩三四五六七八九十百千";

/** "三" → 3, "十二" → 12, "二十" → 20, "一百二十" → 120, "两" → 2, "半" → 0.5, "7" → 7; null when it is no number. */
export function hanNumber(text: string): number | null {
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text);
  if (text === "半") return 0.5;
  if (!text || !Array.from(text).every((char) => char in HAN_DIGITS || char in HAN_UNITS)) return null;
  let total = 0;
  let digit: number | null = null;
  for (const char of Array.from(text)) {
    if (char in HAN_DIGITS) {
      digit = HAN_DIGITS[char]!;
      continue;
    }
    // "十二": a unit with no digit before it counts one of it.
    total += (digit ?? 1) * HAN_UNITS[char]!;
    digit = null;
  }
  return total + (digit ?? 0);
}
