import { defineMessages, type MessageShape, type Translated } from "@/lib/i18n/messages";

/** Strings for the app shell: page titles and description, header, model badge, language switch, 404 and error pages. */
const en = {
  description: "Say what you want to learn; an AI tutor interviews you and designs a personal course.",
  titles: {
    chat: "Tutor chat",
    create: "Create a course",
    courses: "My courses",
    course: "Course",
    chapter: "Chapter",
    workspace: "Workspace",
    signIn: "Sign in",
    signUp: "Create an account",
    practice: "Practice",
    review: "Review",
    account: "Your account",
    owner: "Instance owner",
    settings: "Model settings",
    resetPassword: "Choose a new password",
  },
  skipToContent: "Skip to content",
  nav: { chat: "Chat", courses: "My courses", review: "Review" },
  homeLink: "NexusNote — home",
  language: {
    label: "Language",
    /** Each UI language's name, keyed by locale (the switch's titles). */
    names: { en: "English", zh: "Chinese (Simplified)" },
  },
  model: {
    offline: "Offline model",
    offlineShort: "Offline",
    onlineShort: "Online",
    offlineHint: "No API key configured — answers come from the built-in offline model.",
    onlineHint: "Answers come from {model}.",
    settingsLink: "Model settings",
  },
  offlineNotice: {
    text: "You are using the offline demonstration model: it walks through every step but cannot know any subject.",
    /** The one line a phone has room for. */
    short: "Offline demo: knows no subject.",
    link: "Set up a model",
    dismiss: "Hide this notice in this tab",
  },
  loading: "Loading…",
  notFound: {
    code: "404",
    title: "Page not found",
    body: "The page you're looking for doesn't exist or has moved.",
    home: "Back to home",
  },
  error: {
    title: "Something went wrong",
    body: "An unexpected error interrupted this page. Trying again usually helps.",
    retry: "Try again",
    home: "Back to home",
    reference: "Error reference: {digest}",
  },
} as const;

export type ShellMessages = Translated<typeof en>;

const zh: MessageShape<typeof en> = {
  description: "说出你想学什么，AI 导师会先了解你，再为你设计一门专属课程。",
  titles: {
    chat: "导师对话",
    create: "创建课程",
    courses: "我的课程",
    course: "课程",
    chapter: "章节",
    workspace: "学习空间",
    signIn: "登录",
    signUp: "创建账户",
    practice: "练习",
    review: "复习",
    account: "你的账户",
    owner: "实例所有者",
    settings: "模型设置",
    resetPassword: "设置新密码",
  },
  skipToContent: "跳到主要内容",
  nav: { chat: "对话", courses: "我的课程", review: "复习" },
  homeLink: "NexusNote — 首页",
  language: {
    label: "界面语言",
    names: { en: "英文", zh: "简体中文" },
  },
  model: {
    offline: "离线模型",
    offlineShort: "离线",
    onlineShort: "在线",
    offlineHint: "未配置 API 密钥——回答来自内置的离线模型。",
    onlineHint: "回答由 {model} 生成。",
    settingsLink: "模型设置",
  },
  offlineNotice: {
    text: "你正在使用离线演示模型：它能走完每个步骤，但并不了解任何学科。",
    short: "离线演示模型：不了解任何学科。",
    link: "设置模型",
    dismiss: "在此标签页中隐藏此提示",
  },
  loading: "加载中…",
  notFound: {
    code: "404",
    title: "页面不存在",
    body: "你要找的页面不存在，或已被移走。",
    home: "返回首页",
  },
  error: {
    title: "出了点问题",
    body: "页面遇到了意外错误，重试通常就能解决。",
    retry: "重试",
    home: "返回首页",
    reference: "错误编号：{digest}",
  },
};

export const shellMessages = defineMessages("shell", { en, zh });
