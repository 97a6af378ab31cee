import { defineMessages, type MessageShape, type Translated } from "@/lib/i18n/messages";
/** The course library page (en and zh, same keys). */
const en = {
  title: "My courses",
  subtitle: "Every course you designed in this browser.",
  newCourse: "New course",
  loading: "Loading your courses…",
  loadError: "We couldn't load your courses.",
  empty: {
    title: "No courses yet",
    body: "Say what you want to learn; a tutor interviews you and designs a course around you.",
    cta: "Design my first course",
  },
  progress: "{done, number}/{total, plural, one {# chapter} other {# chapters}}",
  failed: "{count, number} failed",
  outlineOnly: "Outline — not confirmed yet",
  created: "Created {date, date, medium}",
  open: "Open “{title}”",
  delete: "Delete",
  deleteLabel: "Delete “{title}”",
  dialog: {
    title: "Delete this course?",
    body: "“{title}” and all its chapters will be deleted. This can't be undone.",
    confirm: "Delete course",
    cancel: "Cancel",
    pending: "Deleting…",
    failed: "Couldn't delete the course.",
  },
  deleted: "Deleted “{title}”.",
} as const;

const zh: MessageShape<typeof en> = {
  title: "我的课程",
  subtitle: "你在这个浏览器中设计的所有课程。",
  newCourse: "新课程",
  loading: "正在加载你的课程…",
  loadError: "无法加载你的课程。",
  empty: {
    title: "还没有课程",
    body: "说出你想学什么，导师会先了解你，再为你量身设计一门课程。",
    cta: "设计我的第一门课程",
  },
  progress: "{done, number}/{total, number} 个章节",
  failed: "{count, number} 个失败",
  outlineOnly: "大纲——尚未确认",
  created: "创建于 {date, date, medium}",
  open: "打开「{title}」",
  delete: "删除",
  deleteLabel: "删除「{title}」",
  dialog: {
    title: "删除这门课程？",
    body: "「{title}」及其所有章节都会被删除，且无法恢复。",
    confirm: "删除课程",
    cancel: "取消",
    pending: "正在删除…",
    failed: "无法删除这门课程。",
  },
  deleted: "已删除「{title}」。",
};

export const libraryMessages = defineMessages("library", { en, zh });
export type LibraryStrings = Translated<typeof en>;
