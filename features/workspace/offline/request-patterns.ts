/**
 * The pieces of a workspace request, as people write them (./tutor-requests.ts puts them together):
 * where to write ("my notes", "notes.md", "the ground truth file", "写进笔记", "在 ground-truth 里"),
 * which line ("line 3", "the 4th line", "第三行"), and the subject once the polite wrapper and the
 * verbs around it are taken off ("麻烦帮我在笔记里加一个反向传播的例子" → 反向传播).
 */
import { enNumber, hanNumber } from "@/lib/ai/offline/text/number-words";
import { requestCore } from "@/lib/ai/offline/text/request-core";
import { mendSlips, slipTable } from "@/lib/ai/offline/text/word-slips";

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
    // "the Bayes rule bit pls": a word for a piece of it, and a please, are no part of the subject.
    .replace(/\s+(?:pls|plz|please|thx|thanks)$/i, "")
    .replace(/(?<=\S\s+\S+)\s+(?:bit|part|section|stuff|thing)$/i, "")
    .replace(/^(?:an?|the|some|one|my)\s+/i, "")
    .replace(/^(?:一个|一条|一些|个|条|关于)/u, "")
    .trim();

/** Where the learner said to write: a path, "my note", "ground truth (file)", "guidance". */
// "@notes.md": a file named as the editor mentions it.
export const TARGET_EN = String.raw`@?((?:notes\/)?[\w./-]+\.md|my (?:(?!notes?\b)[\w-]+\s+){0,2}notes?|the notes?|this note|(?:the\s+)?ground[- ]?truth(?:\.md)?(?:\s+file)?|(?:the\s+)?guidance(?:\.md)?(?:\s+file)?)`;
const PATH_CHAR_ZH = String.raw`[\w./\-\p{Script=Han}]`;
const targetZh = (pathStart: string) =>
  String.raw`@?(${pathStart}${PATH_CHAR_ZH}+\.md|我的笔记|(?:这份|这篇|这个|这页|我这份)笔记|笔记|ground[- ]?truth(?:\.md)?)`;
export const TARGET_ZH = targetZh(String.raw`(?:notes\/)?`);
export const TARGET_IN_ZH = new RegExp(String.raw`(?:到|进|在|给|往|入)\s*${TARGET_ZH}`, "u");
export const TARGET_IN_EN = new RegExp(String.raw`\b(?:to|in|into|under|on|for)\s+${TARGET_EN}`, "iu");
// Anywhere in the request, an unprefixed path starts where its run of path characters does (the same first
// match): tried at every character of a long run of Han, each start re-scanned the run (quadratic).
const TARGET_ANY_ZH = new RegExp(targetZh(String.raw`(?:notes\/|(?<!${PATH_CHAR_ZH}))`), "u");

/** The file named anywhere in the request, or null. */
export function namedTarget(text: string): string | null {
  const en = TARGET_IN_EN.exec(text)?.[1];
  if (en) return tidy(en);
  const zh = TARGET_IN_ZH.exec(text)?.[1] ?? (/\p{Script=Han}/u.test(text) ? TARGET_ANY_ZH.exec(text)?.[1] : undefined);
  return zh ? tidy(zh) : null;
}

const EN_NUMBERS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const EN_ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];
/** "三" → 3, "十二" → 12, "二十三" → 23, "7" → 7: a whole number, or null. */
export function zhNumber(text: string): number | null {
  const number = hanNumber(text);
  return number !== null && Number.isInteger(number) ? number : null;
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
    const spoken = word ? (enNumber(word) ?? 0) : 0;
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
  // "给这份笔记加一个递归的例子": the note pointed at is where, never what.
  (
    "麻烦 请 请你 想请 想请你 我想请 帮 帮忙 帮我 我 我想 我要 想 想要 要 希望 我在 给 给我 你 你在 能 能不能 可以 可不可以 再 把 在 往 向 到 进 我的 笔记 里 里面 中 上 里加 " +
    "这里 这儿 此处 在此 此 在这里 在这儿 补充一下 补充一点 " +
    "加个 加 加上 加入 添加 补充 补上 补 写 写上 写进 写入 放 放进 放到 记 记下 举 举个 一下 一个 一条 一些 几个 个 条 些 关于 的"
  ).split(" "),
);
const SEGMENTER = new Intl.Segmenter("zh", { granularity: "word" });
const PATHS = new RegExp(String.raw`(?:notes\/)?[\w./-]+\.md|ground[- ]?truth`, "giu");

export function zhSubject(text: string): string {
  // "给这份笔记加…": the note pointed at is where, never what.
  const words = [...SEGMENTER.segment(text.replace(PATHS, " ").replace(/(?:这份|这篇|这页|这条|这个|这本)(?=笔记)/u, ""))].map(
    (part) => part.segment,
  );
  let start = 0;
  // "请在", "里补上": a pair the segmenter glues is a lead word too when each of its characters is one.
  const lead = (word: string) =>
    ZH_LEAD_WORDS.has(word) || (/^\p{Script=Han}+$/u.test(word) && [...word].every((char) => ZH_LEAD_WORDS.has(char)));
  while (start < words.length && (lead(words[start]!) || !/[\p{L}\p{N}]/u.test(words[start]!))) start += 1;
  return topicOf(words.slice(start).join(""));
}

/* A fact to note, and in which file. */
export const FACT_EN = [
  new RegExp(
    String.raw`\b(?:note|write|add|record|put|jot|remember|save|keep)(?:\s+down)?(?:\s+(?:this|the|a|that)\s+fact)?\s+(?:in|to|into)\s+${TARGET_EN}\s*(?:that\b|:|,)?\s*(.*)$`,
    "iu",
  ),
  // "put a note about momentum in my notes": "a note" is what to add, never the verb.
  new RegExp(
    String.raw`(?<!\b(?:an?|the|some)\s)\b(?:note|write down|jot down|record|remember)\s+(?:that\s+)?(.+?)\s+(?:in|to|into)\s+${TARGET_EN}\s*[.!]*$`,
    "iu",
  ),
];
export const FACT_ZH = [
  new RegExp(
    // "在 ground-truth.md 里记下…", or the file first with no 在: "ground-truth.md 里加一条：…".
    String.raw`(?:(?:在|往)\s*|^(?=[A-Za-z]|(?:我的)?笔记))${TARGET_ZH}\s*(?:里|中|上)?\s*(?:记下|记录|写上|写下|加上|注明|记一下|写|记|加一条|添加一条)\s*(?:一下|一条)?\s*[：:，,]?\s*(.*)$`,
    "u",
  ),
  // "记到", "记一下到", "写下来到": a verb, an optional 一下/下来, then where it goes.
  new RegExp(String.raw`把\s*(.+?)\s*(?:记|写|加|存|放)(?:一下|下来)?(?:到|进|在)\s*${TARGET_ZH}`, "u"),
  new RegExp(String.raw`(?:记|写|加|存|放)(?:一下|下来)?(?:到|在|进)\s*${TARGET_ZH}\s*(?:里|中)?\s*[：:，,]\s*(.+)$`, "u"),
  // "帮我记一下，截止日期是周五，记在 ground-truth.md 里": the fact first, the file after it.
  new RegExp(
    String.raw`(?:记一下|记下|记住|记录一下|记录)\s*[：:，,]\s*(.+?)[，,。]?\s*(?:记在|记到|写在|写到|放在|放到|存到)\s*${TARGET_ZH}\s*(?:里|中)?[。！!]*$`,
    "u",
  ),
];
/** "remember that my professor uses base-2 logs", "记住：…": a fact with no file named goes to the ground truth. */
export const REMEMBER = [
  /^(?:(?:please|pls|plz|also|and)\s+)*(?:remember|keep in mind|don't forget|do not forget)\s*(?:that\b|:)?\s*(.+?)[.!]*$|^(?:(?:please|pls)\s+)?note\s*(?:that\b|:)\s*(.+?)[.!]*$/iu,
  /^(?:请|帮我|你)?(?:记住|记好|别忘了|不要忘了)\s*[：:，,]?\s*(.+?)[。！!]*$|^(?:请|帮我)?(?:记一下|记下|记录一下)(?:\s*[：:，,]\s*|\s+)(.+?)[。！!]*$/u,
];
/** Which capture is the file and which the fact, per pattern (the others say the fact first). */
export const FACT_FIRST = new Set<RegExp>([FACT_EN[1]!, FACT_ZH[1]!, FACT_ZH[3]!]);

/* The kinds of request other than adding, read in order by ./tutor-requests.ts. */
// "swap 'its' for 'it's'": swap, switch and exchange name the old word first as well.
export const REPLACE_EN =
  /\b(?:change|replace|correct|fix|swap|switch|exchange)\s+["“']?(.+?)["”']?\s+(?:to|with|into|by|for)\s+["“']?(.+?)["”']?(?:\s+(?:in|on|at)\s+(?:the\s+)?(?:line\s+\d+|\w+\s+line))?(?:\s+in\s+((?:notes\/)?[\w./-]+\.md))?\s*[.!]*$/iu;
export const REPLACE_ZH = /把\s*["“「]?(.+?)["”」]?\s*(?:改成|改为|替换成|换成|替换为)\s*["“「]?(.+?)["”」]?\s*[。！!]*$/u;
/** A line that reads badly is a fix too: "clunky", "make it clearer", "reword", "改通顺", "润色", "别扭". */
export const FIX =
  /\b(?:fix|correct|repair|proofread|reword|rephrase|polish|clunky|awkward|unclear|confusing)\b|\b(?:wrong|typos?|mistakes?|errors?)\b|\b(?:make|rewrite|write|reword)\s+(?:it|this|that|these|those|line \d+|(?:this|that|the|these|those) (?:(?:two|three|four|few|couple of|\d+) )?(?:lines?|sentences?|bits?|paragraphs?|parts?|sections?))\s+(?:(?:to be|so (?:it'?s|it is|they'?re|they are|that it'?s))\s+)?(?:\w+\s+)?(?:clearer|simpler|shorter|better|more (?:clear|concise|readable)|more clearly|easier to (?:read|follow|understand))\b|改(?:得)?(?:更)?(?:通顺|顺|清楚|简洁|好|对)|润色|别扭|不通顺|读不通|有错|错了|错别字|修正|改正|纠正|修复|修一下|修改一下|改一下|改一改|改改|改错|写错|不对|\b(?:fix|correct|repair|proofread|reword|rephrase|polish|clunky|awkward|unclear|confusing)\b|\b(?:wrong|typos?|mistakes?|errors?)\b|\b(?:make|rewrite|write)\s+(?:it|this|that|line \d+|(?:this|that|the) (?:line|sentence|bit))\s+(?:\w+\s+)?(?:clearer|simpler|shorter|better|more (?:clear|concise|readable))\b|\b(?:rewrite|redo|rework)\b.{0,30}\b(?:clearer|simpler|shorter|better|concise|readable)\b|\b(?:shorten|tighten|simplify)\b|\breads?\s+(?:badly|weird(?:ly)?|awkward(?:ly)?|oddly|off)\b|\bsounds?\s+(?:off|weird|odd|wrong)\b|\bdoesn'?t\s+(?:flow|read well)\b|不顺|不流畅|(?:读|念)(?:着|起来)(?:怪|别扭|拗口)|拗口|(?:重写|改写|重新写)(?:得|成)?(?:更)?(?:清楚|简洁|简单|通顺|好)|缩短|精简|简化|改(?:得)?(?:更)?(?:通顺|顺|清楚|简洁|好|对)|润色|别扭|不通顺|读不通|有错|错了|错别字|修正|改正|纠正|修复|修一下|修改一下|改一下|改一改|改改|改错|写错|不对/iu;
export const SUMMARISE =
  /\bsummar(?:y|i[sz]e)\b|\bsum (?:(?:it|this|these|that|those)(?: (?:lines?|file|note|section|paragraph|chapter|bit|part))? )?up\b|\btl;?dr\b|\bgist\b|\bboil\s+(?:it\s+|this\s+|these\s+|that\s+)?down\b|\b(?:key|main)\s+(?:points|ideas|takeaways)\b|\brecap\b|\bin a nutshell\b|\bcondense\b|\bshorten\b|\b(?:trim|cut)\s+(?:it|this|that|these(?: lines)?)\s+down\b|精简|压缩一下|(?:压缩|浓缩|缩|归纳|提炼)成|浓缩一下|太啰嗦|啰嗦|\bshort version\b|\bmain (?:idea|point)\b|\bin (?:one|a single|1) (?:line|sentence)\b|主要讲|讲了啥|讲了什么|说了啥|说了什么|大概讲|总结|概括|摘要|小结|归纳|要点|重点|大意|提炼|一句话|核心意思|中心意思|主旨|核心思想|核心观点/iu;
export const INTO_NOTE =
  /\b(?:to|in|into)\s+(?:my|a|the)\s+notes?\b|notes\/|加到|写进|写到|记到|放到|存到|存进|(?:到|进|入|在)\s*(?:我的)?笔记/iu;
export const ADD_SELECTION = /\b(?:add|save|put|copy|keep)\b|\bnote (?:this|it|that) down\b|加到|记下|记到|存到|补充|笔记/iu;
/**
 * A change asked for: the verb opens the request (after a polite wrapper) or a file is named. A verb inside
 * what is asked about is no request ("give me an example of a C++ move constructor", "how do I delete a branch?").
 */
export const EDIT =
  /^(?:(?:hey|ok(?:ay)?|so|now|and|then|also|just)[,!\s]+)*(?:(?:can|could|would|will) (?:you|u) |please |pls |i (?:want|need) you to )?(?:please )?(?:add|append|insert|write|note|record|edit|update|change|replace|rewrite|delete|remove|rename|move|tidy|format)\b|添加|加上|写进|记下|修改|删除|删掉|改名|移动|整理/iu;

export const EDIT_ANYWHERE =
  /\b(?:add|append|insert|write|note|record|edit|update|change|replace|rewrite|delete|remove|rename|move|tidy|format)\b/iu;

/** "did I get this correct", "is line 3 right?", "我理解得对不对": asked whether it is right, never an edit to make. */
export const CHECK =
  /^(?:if|whether)\b.{0,60}\b(?:right|correct|accurate|wrong|true|ok|okay)\s*[?？.!]*$|(?:^|[\s,.;:—–-])(?:is|was|are)\s+(?:that|this|it|they|these)\s+(?:(?:really|actually|even)\s+)?(?:right|correct|accurate|true|wrong|ok|okay)\s*[?？.!]*$|^(?:(?:so\s+|ok\s+|and\s+)?(?:is|was|are|am|did|do|does|have|has)\b.{0,60}\b(?:right|correct|accurate|wrong|ok|okay)|(?:right|correct))\s*[?？.!]*$|(?:对不对|对吗|对么|对嘛|是否正确|正确吗|准确吗|有没有(?:错|问题)|有错吗|错了吗)[吗呢吧]?\s*[？?。]*$/iu;
/** "这几行", "选中的内容", "these lines": the selection itself, never a fact to note. */
// "this word", "这个词": with lines selected, a pointer at a word is the selected term.
export const DEICTIC =
  /^(?:这|那)(?:几|一|些)?(?:行|段|句|部分|些内容)?(?:内容)?$|^选中的(?:内容|部分|几行|词|词语|术语)?$|^它$|^(?:这|那)(?:个)?(?:词|词语|术语|概念|名词)$|^(?:this|that|it|these|those|these lines|this line|the selection|the selected (?:lines|text|words?|terms?)|(?:this|that|(?:the )?selected) (?:word|term|phrase|concept|text|lines?))$/iu;

/**
 * A polite frame around the request, and an English verb inside Chinese ("帮我add一个…的例子"): read as the
 * plain request, so "would you mind giving me an analogy for X" reads as "give me an analogy for X".
 */
const EN_VERB_IN_ZH = /(?<=^|[\p{Script=Han}\s])(?:add|put|write|insert|append)\s*(?=\p{Script=Han})/giu;
const MIND_EN = /^(?:(?:hey|hi|ok(?:ay)?|so)[,!\s]+)?(?:would|do|will) (?:you|u) mind (\w+?)(?:ing)\b/iu;
const DOUBLED = /(?:tt|pp|gg|mm|nn|dd)$/;
/** "pls ad an exmaple … to my notse": the words a request to write is read by, typed with a slip ("ad" before an article is "add"). */
const REQUEST_SLIPS = slipTable(["notes", "definition", "example"], new Set(["note", "nots", "example"]));
const AD_FOR_ADD = /\bad(?=\s+(?:an?|some|one|the|my|this|another)\s)/giu;

export function unframed(raw: string): string {
  // "don't change the file, just tell me…", "hi! hope you're well, anyway add…": the request inside what is wrapped around it.
  const text = mendSlips(requestCore(raw), REQUEST_SLIPS).replace(AD_FOR_ADD, "add");
  const mixed = /\p{Script=Han}/u.test(text) ? text.replace(EN_VERB_IN_ZH, "加") : text;
  const mind = MIND_EN.exec(mixed);
  if (!mind) return mixed;
  const stem = mind[1]!;
  // "giving" → give, "putting" → put, "adding" → add, "showing" → show.
  const verb = DOUBLED.test(stem) ? stem.slice(0, -1) : /(?:iv|it|ak|us|ar|ov)$/i.test(stem) ? `${stem}e` : stem;
  return `could you ${verb}${mixed.slice(mind[0].length)}`;
}

/** "put 'idempotent' definition here", "add a recursion example to my note": the subject named before the kind. */
export const ADD_NOUN_FIRST_EN =
  /\b(?:add|put|write|include|insert|stick|drop)\s+(?:an?\s+|the\s+|some\s+)?(["“'‘][^"”'’]+["”'’]|(?!(?:an?|the|some|one|my|this|that|it|quick|short|simple|good|brief|new|another|better|real|concrete|small|proper|clear)\b)[\w-]+(?:\s+[\w-]+){0,2}?)\s+(example|definition|formula|analogy)s?\b(.*)$/iu;
