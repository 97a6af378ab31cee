import type { Locale } from "@/lib/i18n/locales";
/**
 * One quality-set question. `passage` is an exact substring of the named document that answers
 * it; questions paraphrase rather than copy, so keyword search is really tested.
 */
export interface QualityQuestionInput {
  id: string;
  language: Locale;
  documentId: string;
  question: string;
  passage: string;
}
