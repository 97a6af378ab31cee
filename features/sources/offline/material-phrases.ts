import type { Locale } from "@/lib/i18n/locales";

/** What the offline material answerer says, in the learner's language (same keys). */
export const MATERIAL_PHRASES = {
  en: {
    answer: "Your material says: “{sentence}” [{ref}]",
    mentionOnly:
      "Your material mentions **{query}** but does not explain what it is; offline I won't fill that in. Where it comes up: “{sentence}” [{ref}]",
    where: "{title}{pages}, lines {start}–{end}",
    whereLine: "{title}{pages}, line {start}",
    also: "Also about this: {refs}.",
    listSeparator: "; ",
    page: ", p. {page}",
    pages: ", pp. {from}–{to}",
    nothing:
      "Your material does not cover this: I searched it for “{query}” and found no passage about it (one that only shares a common word does not count). Add a source that does. Without a model I only have your material to go on; with one connected in Settings, I could also answer from general knowledge, labelled as such.",
    unavailable: "I couldn't search your material just now ({error}). Try again in a moment.",
    outro: "That is the passage's own sentence, as written; open the citation to read it in context.",
  },
  zh: {
    answer: "你的资料中写道：“{sentence}”[{ref}]",
    mentionOnly: "你的资料提到了**{query}**，但没有解释它是什么；离线时我不会自己补上。它出现在这里：“{sentence}”[{ref}]",
    where: "{title}{pages}，第 {start}–{end} 行",
    whereLine: "{title}{pages}，第 {start} 行",
    also: "相关的还有：{refs}。",
    listSeparator: "；",
    page: "，第 {page} 页",
    pages: "，第 {from}–{to} 页",
    nothing:
      "你的资料没有涉及这一点：我在资料中搜索了“{query}”，没有找到相关的段落（只有个别常用字词相同的段落不算）。可以添加相关的来源。没有连接模型时，我只能依据你的资料回答；在“设置”中连接模型后，我也可以用一般知识回答，并会注明。",
    unavailable: "现在无法搜索你的资料（{error}）。请稍后再试。",
    outro: "以上是原文中的句子，未作改动；点击引用可查看上下文。",
  },
} as const;

export type MaterialPhrases = (typeof MATERIAL_PHRASES)[Locale];
