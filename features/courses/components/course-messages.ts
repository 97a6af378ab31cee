import { defineMessages, type MessageShape, type Translated } from "@/lib/i18n/messages";
/** Strings shared by the courses pages: statuses, durations, load and error states (en and zh, same keys). */
const en = {
  difficulty: { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" },
  /** 95 → "1 h 35 min": hours and minutes, each part only when it is not zero. */
  duration:
    "{hours, plural, =0 {{minutes, number} min} other {{minutes, plural, =0 {{hours, number} h} other {{hours, number} h {minutes, number} min}}}}",
  modules: "{count, plural, one {# module} other {# modules}}",
  chapters: "{count, plural, one {# chapter} other {# chapters}}",
  courseStatus: { draft: "Outline draft", generating: "Writing", ready: "Ready", failed: "Needs attention" },
  chapterStatus: { queued: "Queued", writing: "Writing…", done: "Done", failed: "Failed" },
  loadingCourse: "Loading course…",
  notFound: {
    title: "This course doesn't exist or isn't yours",
    body: "It may have been deleted, or it was created in another browser. Courses belong to the browser that made them.",
    home: "Back to home",
    library: "My courses",
  },
  loadError: "We couldn't load this course.",
  errors: {
    network: "Couldn't reach the server. Check your connection and try again.",
    invalidResponse: "The server sent an answer we couldn't read. Try again in a moment.",
    generic: "Something went wrong on our side. Please try again.",
  },
  retry: "Retry",
  myCourses: "My courses",
  backToCourse: "Back to course",
} as const;

// Typed as `typeof en` so a missing or extra key in either language fails the build.
const zh: MessageShape<typeof en> = {
  difficulty: { beginner: "入门", intermediate: "进阶", advanced: "高级" },
  duration:
    "{hours, plural, =0 {{minutes, number} 分钟} other {{minutes, plural, =0 {{hours, number} 小时} other {{hours, number} 小时 {minutes, number} 分钟}}}}",
  modules: "{count, number} 个模块",
  chapters: "{count, number} 个章节",
  courseStatus: { draft: "大纲草稿", generating: "编写中", ready: "已完成", failed: "需要处理" },
  chapterStatus: { queued: "排队中", writing: "编写中…", done: "已完成", failed: "失败" },
  loadingCourse: "正在加载课程…",
  notFound: {
    title: "这门课程不存在，或不属于你",
    body: "它可能已被删除，或是在另一个浏览器中创建的。课程属于创建它的浏览器。",
    home: "返回首页",
    library: "我的课程",
  },
  loadError: "无法加载这门课程。",
  errors: {
    network: "无法连接服务器。请检查网络后重试。",
    invalidResponse: "服务器返回了无法识别的内容，请稍后重试。",
    generic: "服务器出了点问题，请重试。",
  },
  retry: "重试",
  myCourses: "我的课程",
  backToCourse: "返回课程",
};

export const courseMessages = defineMessages("courses", { en, zh });
export type CourseStrings = Translated<typeof en>;
