import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

/** Sentences the research brief is assembled from. Every claim about the web is conditional on what the search actually returned. */
export interface BriefPhrases {
  offline: string;
  noResults: string;
  found: string;
  snippet: string;
  focusSummary: string;
  focusStage: string;
  focusGoal: string;
  searchSuffix: string;
  textIntro: string;
  textPath: string;
  materialSummary: string;
  materialUnstructured: string;
}

export const BRIEF_PHRASES: Record<Locale, BriefPhrases> = {
  en: {
    offline: "Written offline without web search, so this brief says nothing about the latest versions, releases or news.",
    noResults: "A web search was attempted but returned nothing usable, so this brief relies on general knowledge only.",
    found: "A quick web search found write-ups such as {titles}.",
    snippet: "One of them notes: “{snippet}”.",
    focusSummary: "This brief leans towards {focus}.",
    focusStage: "Going deeper: {focus}",
    focusGoal: "Get good at {focus}",
    searchSuffix: "learning path",
    textIntro: "Here is a short brief on {topic}.",
    textPath: "The usual path: {path}.",
    materialSummary: "This course is built from the attached material {titles} and follows its sections in order.",
    materialUnstructured:
      "This course is built from the attached material {titles}; it has no clear sections, so the usual path is used alongside it.",
  },
  zh: {
    offline: "本简报在离线状态下撰写，未经网络搜索，因此不涉及最新版本、发布或动态。",
    noResults: "尝试了网络搜索，但没有可用的结果，因此本简报仅基于一般常识。",
    found: "简单的网络搜索找到了{titles}等资料。",
    snippet: "其中一篇提到：“{snippet}”。",
    focusSummary: "本简报侧重于{focus}。",
    focusStage: "深入专题：{focus}",
    focusGoal: "熟练掌握{focus}",
    searchSuffix: "学习路线",
    textIntro: "以下是关于{topic}的简要研究。",
    textPath: "常见的学习路径：{path}。",
    materialSummary: "本课程以附带的资料{titles}为基础，按其章节顺序展开。",
    materialUnstructured: "本课程以附带的资料{titles}为基础；资料没有清晰的章节，因此同时参考常见的学习路径。",
  },
};

export function joinQuoted(items: readonly string[], lang: Locale): string {
  const w = WRITING[lang];
  const quoted = items.map((item) => `${w.quoteOpen}${item}${w.quoteClose}`);
  if (quoted.length <= 1) return quoted.join("");
  const last = quoted.at(-1) ?? "";
  return `${quoted.slice(0, -1).join(w.listSeparator)}${w.listAnd}${last}`;
}
