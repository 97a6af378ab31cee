/** Every quality-set question (42: 17 over English documents, 25 over Chinese and mixed ones; 22 asked in Chinese). */
import type { QualityQuestionInput } from "./question-input";
import { CHINESE_AND_MIXED_QUESTIONS } from "./questions-chinese";
import { ENGLISH_QUESTIONS } from "./questions-english";

export type { QualityQuestionInput } from "./question-input";
export const QUALITY_QUESTIONS: readonly QualityQuestionInput[] = [...ENGLISH_QUESTIONS, ...CHINESE_AND_MIXED_QUESTIONS];
