import type { Locale } from "./locales";

const CJK_CHAR = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/g;
const LATIN_WORD = /[A-Za-z]+/g;

/**
 * The language a learner writes in, or null when a text says too little to
 * tell ("Kubernetes" could come from anyone; the UI language decides then).
 * A CJK character carries about as much meaning as a Latin word, so comparing
 * the two counts handles mixed input: "我想学 Kubernetes" is Chinese,
 * "I want to learn 日语" is English.
 */
export function languageOfText(text: string | null | undefined): Locale | null {
  if (!text) return null;
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  const words = text.match(LATIN_WORD)?.length ?? 0;
  if (cjk > 0 && cjk >= words) return "zh";
  return words >= 3 || (cjk > 0 && words > cjk) ? "en" : null;
}
