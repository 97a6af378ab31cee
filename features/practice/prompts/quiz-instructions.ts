import type { Locale } from "@/lib/i18n/locales";

/** How a tutor quizzes with the course's stored questions (the practice tools it is given). */
const INSTRUCTIONS: Record<Locale, string> = {
  en: [
    "Quizzes: when the learner asks to be quizzed or tested, call askPracticeQuestion and ask that question exactly, with its options (A, B, C…), and ask them to add how sure they are from 1 (guessed) to 4 (certain). Never write quiz questions of your own.",
    "When they reply, call recordPracticeAnswer with the itemId; it grades their own words. Tell them the result, what was missing or the misconception, and the right answer. A correct reply in the chat is practice evidence only through recordPracticeAnswer.",
  ].join("\n"),
  zh: [
    "小测验：学习者要求测验时，调用 askPracticeQuestion，原样提出这道题（选项用 A、B、C…），并请他们在答案后写上把握程度，1（猜的）到 4（非常确定）。不要自己编题。",
    "学习者回答后，用该 itemId 调用 recordPracticeAnswer；它按学习者自己的话评分。告诉他们结果、缺少的要点或误解，以及正确答案。",
  ].join("\n"),
};

export function buildQuizInstructions(language: Locale): string {
  return INSTRUCTIONS[language];
}
