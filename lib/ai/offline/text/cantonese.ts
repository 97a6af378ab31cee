/**
 * Written Cantonese (粵語, as Hong Kong learners type it: "乜嘢係複利", "有冇講", "呢幾行係咩意思",
 * "返工要用", "每日得半個鐘") read as the Mandarin words the readers know. Each word is replaced by
 * one of the same length, so a stretch read in the result is the same stretch of what was typed
 * and subjects keep the learner's own words (`inOwnScript`). Runs on simplified text.
 */

/** Two-character words, then their Mandarin equivalent. */
const WORDS: readonly [string, string][] = [
  ["乜嘢", "什么"],
  ["咩嘢", "什么"],
  ["点样", "怎样"],
  ["点解", "为何"],
  ["边度", "哪里"],
  ["呢度", "这里"],
  ["嗰度", "那里"],
  ["入面", "里面"],
  ["有冇", "有没"],
  ["唔识", "不会"],
  ["少少", "一点"],
  ["返工", "上班"],
  ["放工", "下班"],
  ["朝早", "早上"],
  ["夜晚", "晚上"],
  ["倾偈", "聊天"],
  ["傾偈", "聊天"],
  ["而家", "现在"],
  ["今日", "今天"],
  ["听日", "明天"],
  ["琴日", "昨天"],
  ["唔该", "麻烦"],
  ["孙仔", "孙子"],
];

/** Single characters only Cantonese writes, then their Mandarin equivalent. */
const CHARS: Record<string, string> = {
  嘅: "的",
  唔: "不",
  冇: "没",
  咩: "啥",
  喺: "在",
  嚟: "来",
  咗: "了",
  啲: "些",
  嗰: "那",
  佢: "他",
  哋: "们",
  睇: "看",
  啱: "对",
  逢: "每",
};

/** Words only Cantonese writes: where they are, 係 is 是 (not 系) and 識 before a verb is 会. */
const MARKERS = /[嘅唔冇咩喺嚟咗啲嗰佢哋睇啱]|乜嘢|返工|个钟|個鐘|朝早/u;

/** 係 as written Cantonese's "is", before the traditional character is simplified to 系. */
export function cantoneseCopula(text: string): string {
  return MARKERS.test(text) ? text.replace(/係/gu, "是") : text;
}

/** The simplified text with written Cantonese read as Mandarin, the same length. */
export function fromCantonese(simplified: string): string {
  if (!/[\u3400-\u9fff]/u.test(simplified)) return simplified;
  let text = simplified;
  for (const [word, mandarin] of WORDS) text = text.replaceAll(word, mandarin);
  text = text
    // "兩個鐘": an hour; Mandarin's 一个钟头 keeps its own.
    .replace(/个钟(?!头)/gu, "小时")
    // "識聽", "識講": 识 before a verb is knowing how (会).
    .replace(/识(?=[听讲说写读看用做煮弹唱])/gu, "会")
    // "呢幾行", "呢份筆記": 呢 before a count or a measure word is "this".
    .replace(/呢(?=[个几段篇份本章一些行句条节页次])/gu, "这")
    // "pivot table 點用": 點 after a name and before a verb asks how.
    .replace(/(?<=^|[\sA-Za-z0-9])点(?=[用做写讲整计])/gu, "咋")
    // "得半個鐘", "得兩日": 得 before an amount is "only".
    .replace(/得(?=[半一二两三四五六七八九十几\d])/gu, "只")
    // "喺筆記度": 度 after a place is "in".
    .replace(/喺([^，。,.\s]{1,8}?)度/gu, "喺$1里");
  return [...text].map((char) => CHARS[char] ?? char).join("");
}
