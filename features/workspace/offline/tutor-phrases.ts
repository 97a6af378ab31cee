import type { Locale } from "@/lib/i18n/locales";

/** What the offline workspace tutor says, in English and Chinese (same keys). */
const en = {
  aboutLines: "About {ref}:",
  lineSays: "- line {line}: “{text}”",
  explain: "In short: {gist}. Put it in your own words in a note, then ask me for a quiz to check it.",
  emptyLines: "Those lines are empty — select the text you want to talk about.",
  quiz: "Quiz for milestone {n} (“{title}”): name one chapter this milestone covers and say in one sentence what it teaches.",
  quizNoMilestone: "Quiz: explain in two sentences the most important idea you read today.",
  correct: "Correct — “{answer}” names {chapter}. I propose ticking milestone {n} with that as evidence: accept it below.",
  wrong: "Not quite: this milestone covers {chapters}. Have another look and try again.",
  proposing: "I’d add this to {path} — accept or reject the proposal below.",
  proposalTitle: "## Summary of {ref}",
  accepted: "Done: {path} is now version {version}.",
  rejected: "OK, I left {path} as it was.",
  failed: "That didn’t work: {error}",
  ticked: "Milestone {n} is ticked; the evidence is written under it in milestones.md.",
  general:
    "I can see your workspace: {count} files, {done}/{total} milestones done. Select lines and press “Ask the tutor”, ask me for a quiz, or ask me to add something to a note.",
  noNote: "notes/summary.md",
  evidence: "Quiz in the tutor chat, answered correctly: “{answer}”",
};
const zh: typeof en = {
  aboutLines: "关于 {ref}：",
  lineSays: "- 第 {line} 行：“{text}”",
  explain: "简单说：{gist}。用自己的话写进笔记，然后让我出个小测验检查一下。",
  emptyLines: "这几行是空的——请选中想讨论的文字。",
  quiz: "里程碑 {n}（“{title}”）小测验：说出这个里程碑涵盖的一章，并用一句话说明它讲了什么。",
  quizNoMilestone: "小测验：用两句话解释你今天读到的最重要的概念。",
  correct: "答对了——“{answer}”说出了 {chapter}。我提议用这个作为证据勾选里程碑 {n}，请在下面接受。",
  wrong: "还不太对：这个里程碑涵盖 {chapters}。再看看，然后再试一次。",
  proposing: "我建议把这些加到 {path}——请在下面接受或拒绝这个提议。",
  proposalTitle: "## {ref} 小结",
  accepted: "完成：{path} 现在是第 {version} 版。",
  rejected: "好的，{path} 保持原样。",
  failed: "没有成功：{error}",
  ticked: "里程碑 {n} 已勾选，证据写在 milestones.md 里它的下面。",
  general:
    "我能看到你的学习空间：{count} 个文件，已完成 {done}/{total} 个里程碑。选中几行后点“问导师”，或者让我出个测验，或者让我往笔记里加点内容。",
  noNote: "notes/小结.md",
  evidence: "导师对话中的测验，回答正确：“{answer}”",
};
export type TutorPhrases = typeof en;
export const TUTOR_PHRASES: Record<Locale, TutorPhrases> = { en, zh };
