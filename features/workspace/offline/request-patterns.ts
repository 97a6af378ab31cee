/**
 * The pieces of a workspace request, as people write them (./tutor-requests.ts puts them together):
 * where to write ("my notes", "notes.md", "the ground truth file", "写进笔记", "在 ground-truth 里"),
 * which line ("line 3", "the 4th line", "第三行"), and the subject once the polite wrapper and the
 * verbs around it are taken off ("麻烦帮我在笔记里加一个反向传播的例子" → 反向传播).
 */
const QUOTES = /^["“”'‘’「」『』]+|["“”'‘’「」『』]+$/gu;
export const tidy = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(?:\s+(?:please|pls|plz|thanks|thx|for me|thank you))+\s*[.!?]*$/i, "")
    .replace(/(?:吧|哈|呀|啊|谢谢|好吗|可以吗|行吗)+$/u, "")
    .replace(/[\s.。!！?？,，;；~]+$/u, "")
    .replace(QUOTES, "")
    .trim();

export const topicOf = (text: string) =>
  tidy(text)
    .replace(/^(?:an?|the|some|one|my)\s+/i, "")
    .replace(/^(?:一个|一条|一些|个|条|关于)/u, "")
    .trim();

/** Where the learner said to write: a path, "my note", "ground truth (file)", "guidance". */
// "@notes.md": a file named as the editor mentions it.
export const TARGET_EN = String.raw`@?((?:notes\/)?[\w./-]+\.md|my notes?|the notes?|this note|(?:the\s+)?ground[- ]?truth(?:\.md)?(?:\s+file)?|(?:the\s+)?guidance(?:\.md)?(?:\s+file)?)`;
export const TARGET_ZH = String.raw`@?((?:notes\/)?[\w./\-\p{Script=Han}]+\.md|我的笔记|笔记|ground[- ]?truth(?:\.md)?)`;
export const TARGET_IN_ZH = new RegExp(String.raw`(?:到|进|在|给|往|入)\s*${TARGET_ZH}`, "u");
export const TARGET_IN_EN = new RegExp(String.raw`\b(?:to|in|into|under|on|for)\s+${TARGET_EN}`, "iu");
const TARGET_ANY_ZH = new RegExp(TARGET_ZH, "u");

/** The file named anywhere in the request, or null. */
export function namedTarget(text: string): string | null {
  const en = TARGET_IN_EN.exec(text)?.[1];
  if (en) return tidy(en);
  const zh = TARGET_IN_ZH.exec(text)?.[1] ?? (/\p{Script=Han}/u.test(text) ? TARGET_ANY_ZH.exec(text)?.[1] : undefined);
  return zh ? tidy(zh) : null;
}

const EN_NUMBERS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const EN_ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];
const ZH_DIGITS: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** "三" → 3, "十二" → 12, "二十三" → 23, "7" → 7. */
function zhNumber(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const match = /^([一二两三四五六七八九])?(十)?([一二三四五六七八九])?$/u.exec(text);
  if (!match || !text) return null;
  const [, tens, ten, ones] = match;
  if (!ten) return tens && !ones ? ZH_DIGITS[tens]! : null;
  return (tens ? ZH_DIGITS[tens]! : 1) * 10 + (ones ? ZH_DIGITS[ones]! : 0);
}

const LINE_EN = new RegExp(
  String.raw`\bline\s+(?:no\.?\s*|number\s+|#)?(\d+|${EN_NUMBERS.join("|")})\b|\b(\d+)(?:st|nd|rd|th)\s+line\b|\b(${EN_ORDINALS.join("|")})\s+line\b`,
  "iu",
);
const LINE_ZH = /第\s*([0-9]+|[一二两三四五六七八九十]+)\s*行/u;

/** The line number a request names, and where its mention ends; null when it names none. */
export function namedLine(text: string): { line: number; start: number; end: number } | null {
  const en = LINE_EN.exec(text);
  if (en) {
    const [, word, digits, ordinal] = en;
    const spoken = word ? (/^\d+$/.test(word) ? Number(word) : EN_NUMBERS.indexOf(word.toLowerCase()) + 1) : 0;
    const line = spoken || (digits ? Number(digits) : EN_ORDINALS.indexOf((ordinal ?? "").toLowerCase()) + 1);
    if (line > 0) return { line, start: en.index, end: en.index + en[0].length };
  }
  const zh = LINE_ZH.exec(text);
  const line = zh ? zhNumber(zh[1]!) : null;
  return zh && line ? { line, start: zh.index, end: zh.index + zh[0].length } : null;
}

/** What the named line should say instead ("it should say …", "change line 2 to: …", "改成…", "应该是…"). */
const NEW_LINE_EN =
  /\b(?:should\s+(?:say|read|be)|ought\s+to\s+(?:say|read|be)|(?:is\s+)?supposed\s+to\s+(?:say|read|be)|(?:change|replace|set|correct|fix|update|rewrite|edit)\b.{0,20}?\b(?:to\s+(?:say|read)|to|with|into)|make\s+it(?:\s+say)?|instead)\s*[:：]?\s*(.+)$/iu;
const NEW_LINE_ZH = /(?:改成|改为|换成|替换成|替换为|写成|应该是|应该为|应为|应当是|应该写|正确的是|其实是)\s*[:：]?\s*(.+)$/u;

export function newLineText(afterMention: string): string | null {
  const said = NEW_LINE_ZH.exec(afterMention)?.[1] ?? NEW_LINE_EN.exec(afterMention)?.[1];
  const text = said ? tidy(said) : "";
  return text && !/^(?:it|this|that|something else|what\?*)$/i.test(text) ? text : null;
}

/**
 * The subject in front of "的例子/的定义/的公式", the wrapper and the verbs peeled off its start by
 * word (Intl.Segmenter), so "加密算法" keeps its 加: "麻烦帮我在笔记里加一个反向传播" → 反向传播,
 * "写进笔记：哈希表" → 哈希表. The segmenter glues some pairs ("里加", "加个", "我在"), so they are listed too.
 */
const ZH_LEAD_WORDS = new Set(
  (
    "麻烦 请 帮 帮忙 帮我 我 我想 我要 想 想要 要 希望 我在 给 给我 你 能 能不能 可以 可不可以 再 把 在 往 向 到 进 我的 笔记 里 里面 中 上 里加 " +
    "加个 加 加上 加入 添加 补充 补上 补 写 写上 写进 写入 放 放进 放到 记 记下 举 举个 一下 一个 一条 一些 几个 个 条 些 关于 的"
  ).split(" "),
);
const SEGMENTER = new Intl.Segmenter("zh", { granularity: "word" });
const PATHS = new RegExp(String.raw`(?:notes\/)?[\w./-]+\.md|ground[- ]?truth`, "giu");

export function zhSubject(text: string): string {
  const words = [...SEGMENTER.segment(text.replace(PATHS, " "))].map((part) => part.segment);
  let start = 0;
  while (start < words.length && (ZH_LEAD_WORDS.has(words[start]!) || !/[\p{L}\p{N}]/u.test(words[start]!))) start += 1;
  return topicOf(words.slice(start).join(""));
}
