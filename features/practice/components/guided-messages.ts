import { defineMessages, type Translated } from "@/lib/i18n/messages";

/** Guided mode's ladder beside a tutor (issue 26), en and zh, same keys. */
const en = {
  label: "How the tutor teaches",
  guided: "Guided",
  explain: "Just explain",
  guidedHelp: "Hints first; the answer after you have tried.",
  explainHelp: "The tutor explains freely.",
  working: "Working on",
  wholeQuestion: "Whole question",
  lessQuestion: "Less",
  from: "From {citation}",
  ladder: "Where you are",
  steps: { ask: "Your try", hint1: "Nudge", hint2: "Key idea", hint3: "Worked step", solution: "Solution" },
  solved: "Solved — well done.",
  shown: "Worked solution given.",
  tried: "What you tried",
  right: "right",
  wrong: "not yet",
  sure: "sure {confidence, number}/4",
  howSure: "How sure are you? The answer is checked after you say.",
  confidence: { "1": "1 Guessed", "2": "2 Unsure", "3": "3 Fairly sure", "4": "4 Certain" },
  hint: "Give me a hint",
  show: "Show me the answer",
  hintText: "Give me a hint",
  showText: "Show me the answer",
  held: "{count, plural, one {# reply was held back: it gave the answer away.} other {# replies were held back: they gave the answer away.}}",
} as const;

const zh = {
  label: "导师的教法",
  guided: "引导",
  explain: "直接讲解",
  guidedHelp: "先给提示；你尝试之后才给答案。",
  explainHelp: "导师自由讲解。",
  working: "正在解",
  wholeQuestion: "展开题目",
  lessQuestion: "收起",
  from: "出自 {citation}",
  ladder: "你的进度",
  steps: { ask: "你的尝试", hint1: "点拨", hint2: "关键思路", hint3: "解一步", solution: "完整解答" },
  solved: "解出来了，做得好。",
  shown: "已给出完整解答。",
  tried: "你的尝试",
  right: "对",
  wrong: "还不对",
  sure: "把握 {confidence, number}/4",
  howSure: "你有多大把握？说完之后再核对答案。",
  confidence: { "1": "1 猜的", "2": "2 不确定", "3": "3 比较确定", "4": "4 非常确定" },
  hint: "给我一个提示",
  show: "显示答案",
  hintText: "给我一个提示",
  showText: "显示答案",
  held: "{count, plural, other {有 # 条回复被拦下：它泄露了答案。}}",
} as const;

export const guidedMessages = defineMessages("guided", { en, zh });
export type GuidedStrings = Translated<typeof en>;
