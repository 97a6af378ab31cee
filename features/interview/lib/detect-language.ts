import type { Locale } from "./interview-schemas";

const cjk = /[\u3400-\u9fff\uf900-\ufaff]/g;
const latinWord = /[A-Za-z]{2,}/g;

/**
 * The language a learner writes in, or null when a text says too little to tell
 * ("Kubernetes" could come from anyone; the UI language decides then).
 */
export function languageOfText(text: string): Locale | null {
  const cjkCount = text.match(cjk)?.length ?? 0;
  if (cjkCount >= 2) return "zh";
  const words = text.match(latinWord)?.length ?? 0;
  return words >= 3 ? "en" : null;
}
