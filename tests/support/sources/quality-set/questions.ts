/**
 * Every quality-set question the documents answer (56: 24 over English documents, 32 over Chinese
 * and mixed ones; 29 asked in Chinese), and those they do not (34: 16 English, 18 Chinese).
 */
import type { QualityQuestionInput } from "./question-input";
import { CHINESE_AND_MIXED_QUESTIONS } from "./questions-chinese";
import { ENGLISH_QUESTIONS } from "./questions-english";
import { RARE_TERM_QUESTIONS } from "./questions-rare-terms";

export type { QualityQuestionInput } from "./question-input";
export { OUT_OF_SCOPE_QUESTIONS, type OutOfScopeQuestionInput } from "./questions-out-of-scope";
export const QUALITY_QUESTIONS: readonly QualityQuestionInput[] = [
  ...ENGLISH_QUESTIONS,
  ...CHINESE_AND_MIXED_QUESTIONS,
  ...RARE_TERM_QUESTIONS,
];
