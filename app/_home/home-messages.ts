import { defineMessages, type MessageShape, type Translated } from "@/lib/i18n/messages";

const en = {
  eyebrow: "Your personal AI tutor",
  title: "What do you want to learn?",
  subtitle: "Tell the tutor your goal. It asks a few questions about you, then designs a course just for you.",
  inputLabel: "Your learning goal",
  placeholder: "e.g. Build a small web app with React",
  start: "Start",
  starting: "Starting…",
  enterHint: "Enter to start · Shift+Enter for a new line",
  examplesLabel: "Or try one of these",
  examples: ["Kubernetes", "Python for data analysis", "Watercolor painting", "Japanese for travel", "Machine learning basics"],
  howTitle: "How it works",
  steps: [
    { title: "Interview", body: "A short chat about your goal, what you already know and how much time you have." },
    { title: "Research & design", body: "The tutor looks the topic up and drafts an outline that fits you." },
    { title: "Your course", body: "Chapters written for you, to study at your own pace." },
  ],
} as const;

export type HomeMessages = Translated<typeof en>;

const zh: MessageShape<typeof en> = {
  eyebrow: "你的专属 AI 导师",
  title: "你想学什么？",
  subtitle: "说出你的目标，AI 导师会先问你几个问题，再为你量身设计一门课程。",
  inputLabel: "你的学习目标",
  placeholder: "例如：用 React 做一个小型网页应用",
  start: "开始",
  starting: "正在开始…",
  enterHint: "按 Enter 开始 · Shift+Enter 换行",
  examplesLabel: "或者试试这些",
  examples: ["Kubernetes", "用 Python 做数据分析", "水彩画", "旅行日语", "机器学习入门"],
  howTitle: "如何进行",
  steps: [
    { title: "访谈", body: "简短聊聊你的目标、已有基础和可用时间。" },
    { title: "调研与设计", body: "导师查阅资料，按你的情况拟定课程大纲。" },
    { title: "你的课程", body: "为你编写的章节，按自己的节奏学习。" },
  ],
};

export const homeMessages = defineMessages("home", { en, zh });
