import type { Locale } from "@/lib/i18n/locales";

/** What the offline material answerer says, in the learner's language (same keys). */
export const MATERIAL_PHRASES = {
  en: {
    intro: "From your material:",
    where: "{title}{pages}, lines {start}–{end}",
    page: ", p. {page}",
    pages: ", pp. {from}–{to}",
    nothing:
      "I searched your material for “{query}” and nothing in it matched, so your material doesn't cover this. Add a source that does, or ask me to answer from general knowledge (I'll label it as such).",
    unavailable: "I couldn't search your material just now ({error}). Try again in a moment.",
    outro: "Open a citation to see the passage in its source.",
  },
  zh: {
    intro: "你的资料中是这样说的：",
    where: "{title}{pages}，第 {start}–{end} 行",
    page: "，第 {page} 页",
    pages: "，第 {from}–{to} 页",
    nothing:
      "我在你的资料中搜索了“{query}”，没有找到匹配的内容，所以你的资料没有涉及这一点。可以添加相关的来源，或者让我用一般知识回答（我会注明）。",
    unavailable: "现在无法搜索你的资料（{error}）。请稍后再试。",
    outro: "点击引用即可在来源中查看该段落。",
  },
} as const;

export type MaterialPhrases = (typeof MATERIAL_PHRASES)[Locale];
