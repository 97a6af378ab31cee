import type { Lang } from "./text-utils";

const CJK_CHAR = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/g;
const LATIN_WORD = /[A-Za-z]+/g;

/**
 * The app only speaks en and zh. A CJK character carries about as much meaning as
 * a Latin word, so comparing the two counts handles mixed input sensibly:
 * "我想学 Kubernetes" is Chinese, "I want to learn 日语" is English.
 */
export function detectLanguage(text: string | null | undefined): Lang {
  if (!text) return "en";
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  const words = text.match(LATIN_WORD)?.length ?? 0;
  return cjk > 0 && cjk >= words ? "zh" : "en";
}

export function asLang(value: unknown): Lang | null {
  return value === "en" || value === "zh" ? value : null;
}
