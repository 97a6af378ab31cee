import type { Locale } from "@/lib/i18n/locales";

/**
 * What a learner reads on the practice walk (tests/e2e/practice-walk*.spec.ts), in each language, and
 * the walks each spec takes: both languages, on a desktop (keyboard) and a phone (touch).
 */
export const TEXT = {
  en: {
    goal: "Kubernetes",
    practice: "Practice",
    progress: /^Question (\d+) of (\d+)$/,
    partly: /makes 1 of \d+ key points/,
    wrongOption: /Not quite\. The answer is “.+”\. Confuses /,
    nextDue: /^Next review in /,
    milestones: (done: number) => new RegExp(`^${done} / \\d+ milestones$`),
    earnedCount: (n: number) => `· ${n} earned by your answers`,
    earned: "Earned",
    place: /^Course: .+ · Chapter: .+$/,
    notYet: (n: number) => new RegExp(`^“Module ${n}: .+” is not ticked yet: `),
    tutorTab: "Tutor",
    quizMe: "Quiz me",
    asked: /Practice question \(from (chapters\/[^)]+)\):/,
  },
  zh: {
    goal: "Kubernetes 入门",
    practice: "练习",
    progress: /^第 (\d+) 题，共 (\d+) 题$/,
    partly: /包含了 \d+ 个要点中的 1 个/,
    wrongOption: /不对。正确答案是「.+」。.*混为一谈/,
    nextDue: /^下次复习：/,
    milestones: (done: number) => new RegExp(`^已完成 ${done} / \\d+ 个里程碑$`),
    earnedCount: (n: number) => `· 作答已达成 ${n} 个`,
    earned: "已达成",
    place: /^课程：.+ · 章节：.+$/,
    notYet: (n: number) => new RegExp(`^“模块 ${n}：.+”还不能勾选：`),
    tutorTab: "导师",
    quizMe: "考考我",
    asked: /练习题（出自 (chapters\/[^)]+)）：/,
  },
} as const;

export type WalkText = (typeof TEXT)[Locale];

export const WALKS: { language: Locale; phone: boolean }[] = [
  { language: "en", phone: false },
  { language: "zh", phone: true },
  { language: "zh", phone: false },
  { language: "en", phone: true },
];
