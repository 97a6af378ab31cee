/**
 * The words a text is about, for the offline roles: Intl.Segmenter word boundaries (so 初学者 is
 * one word and never yields 者, 机器学习 splits as 机器|学习 and is joined back), minus function
 * words and the words requests are phrased with. Deterministic: the same text gives the same terms.
 */
import { opensHanTerm } from "./compound-terms";
import { nounPhrasesOf, predicateAfter } from "./han-predicates";
import { termParts, type TermPart } from "./term-parts";

const EN_STOP = new Set(
  (
    "a an and are as at be been being but by can could did do does doing done for from had has have having how i if in into is it its " +
    "me my no not of on or our so than that the their them then there these they this those to was we were what when where which while who " +
    "why will with would you your about also any just more most some such only very he him his she her us let should may might must am each " +
    "both all few other too up out off again here explain describe define tell please give show say says said mean means meaning know want " +
    "need something anything thing things really get got even still well actually lines line deep dive depth detail details detailed " +
    "thoroughly thorough learn learning study understand teach course courses chapter chapters note notes quiz test example examples " +
    "definition relate relates related relation between work works " +
    // Prepositions, conjunctions and adverbs of time and frequency: they join or place a subject, never name one.
    "after before during since until till through throughout over under above below without within upon onto across along around " +
    "behind beyond toward towards via per whether because although though unless once yet however therefore thus hence instead rather " +
    "never always often sometimes usually ever already soon later now today first next last finally also again almost enough"
  ).split(" "),
);
const ZH_STOP = new Set(
  (
    "的 地 得 了 着 是 不是 吗 呢 吧 啊 呀 么 嘛 和 与 及 跟 或 或者 在 有 没有 不 很 最 更 我 你 您 他 她 它 我们 你们 他们 这 那 这个 那个 " +
    "这些 那些 这里 那里 这样 那样 个 一个 一下 一些 什么 为什么 怎么 怎样 如何 哪 哪些 哪个 几 多少 谁 能 可以 会 要 需要 应该 请 请问 " +
    "解释 介绍 说明 说说 讲讲 讲 详细 深入 告诉 就 都 也 还 又 而 但 但是 因为 所以 如果 被 把 给 让 对 对于 从 到 向 为 以 之 其 等 " +
    "希望 想要 想 让 使 使得 变得 可能 一定 必须 总是 通常 已经 正在 进行 通过 用来 觉得 认为 知道 " +
    "里 中 上 下 时 时候 东西 意思 这几行 几行 行 学 初学者 新手 小白 零基础 课程 章节 笔记 关系 之间 考考 " +
    // A chapter's own scaffold ("学完本章后，你能够…") and the time words around it: about the course, never its subject.
    "本章 本节 本课 本篇 本单元 本模块 本文 本书 下一章 上一章 下一节 上一节 学完 读完 看完 做完 完 完成 后 之后 以后 然后 之前 以前 前 " +
    "本 节 章 一章 一节 这一章 这一节 结束 能够 够 将会 了解到 掌握 学会"
  ).split(" "),
);

/** Words that frame a request (学习 X, X 的例子) but may also be part of a subject's name (机器学习, 学习率): kept only inside a run. */
const ZH_LEAD = new Set("学习 了解 理解".split(" "));
const ZH_TAIL = new Set("入门 例子 示例 定义 基础 原理 方法 教程".split(" "));
const ZH_SOFT = new Set([...ZH_LEAD, ...ZH_TAIL]);

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter("zh", { granularity: "word" }) : null;

/** The text's words as Intl.Segmenter cuts them (word-like ones only), lower-cased. */
export function segmentWords(text: string): string[] {
  const normal = text.normalize("NFKC").toLowerCase();
  if (!segmenter) return normal.match(/[\p{L}\p{N}][\p{L}\p{N}'+#-]*/gu) ?? [];
  return [...segmenter.segment(normal)].filter((part) => part.isWordLike).map((part) => part.segment);
}

const isHan = (word: string) => /\p{Script=Han}/u.test(word);
/** Single characters that are grammar, not subject: a segment made only of them ("我在", "的") is a stop word. */
const ZH_FUNCTION_CHARS = new Set(
  Array.from(
    "的地得了着和与及或在是有吗呢吧啊呀么嘛把被给对从到向为以就都也还又而但这那我你您他她它们个很最更不没会能要想请让怎哪谁几其之每该此考讲说将再做",
  ),
);

/** Whether a word says nothing about a subject on its own ("the", "什么", "我在"). */
export function isStopWord(word: string): boolean {
  if (isHan(word)) return ZH_STOP.has(word) || Array.from(word).every((char) => ZH_FUNCTION_CHARS.has(char));
  return EN_STOP.has(word) || word.length < 3 || /^\d+$/.test(word);
}

/**
 * A Han run without the framing words at its ends ("学习机器学习入门" → 机器学习), unless that leaves one
 * character (学习率) or the framing word opens the subject's own name (学习曲线, 学习方法: ./compound-terms.ts).
 */
function hanTerm(run: string[]): string {
  const words = [...run];
  const length = (list: string[]) => Array.from(list.join("")).length;
  const opens = (at: number) => opensHanTerm(words[at]!, words[at + 1] ?? "");
  while (words.length > 1 && ZH_LEAD.has(words[0]!) && !opens(0) && length(words.slice(1)) >= 2) words.shift();
  while (words.length > 1 && ZH_TAIL.has(words.at(-1)!) && !opens(words.length - 2) && length(words.slice(0, -1)) >= 2) words.pop();
  const term = words.join("");
  return (words.length === 1 && ZH_SOFT.has(term)) || Array.from(term).length < 2 ? "" : term;
}

/**
 * The text's content terms as written, in order of first appearance (case-insensitively distinct): runs of neighbouring content words are
 * kept together as one term ("gradient descent", "机器学习", "大O表示法"), at most `max` terms.
 */
export function keyTerms(text: string, max = 4): string[] {
  const terms: string[] = [];
  let run: TermPart[] = [];
  let runEnd = -1;
  const flush = () => {
    const words = run.map((part) => part.word);
    // A Han run that goes on into what is said about its subject (损失函数变小) gives the subject only.
    if (run.length > 0) terms.push(...(run.every((part) => part.han) ? nounPhrasesOf(hanTerm(words)) : [words.join(" ")]));
    run = [];
  };
  // Cut the text as written (a term keeps its case: "Kubernetes"), judged lower-cased.
  let previous: { word: string; end: number } | null = null;
  for (const part of termParts(text, isStopWord)) {
    const before = previous;
    if (part.wordLike) previous = { word: part.word, end: part.index + part.word.length };
    // 损失会发散, 模型不收敛: a change verb after a modal is what is said about the subject, not a subject.
    if (part.han && run.length === 0 && before?.end === part.index && predicateAfter(before.word, part.word)) continue;
    if (!part.wordLike) {
      // A space between Latin words keeps a run; anything else (punctuation, a Han gap) ends it.
      if (!/^\s+$/.test(part.word) || run.some((entry) => entry.han)) flush();
      continue;
    }
    if (!part.keep && isStopWord(part.word.toLowerCase())) {
      flush();
      continue;
    }
    if (run.length > 0 && (part.han !== run.at(-1)!.han || (part.han && part.index !== runEnd))) flush();
    run.push(part);
    runEnd = part.index + part.word.length;
    if (part.han ? Array.from(run.map((entry) => entry.word).join("")).length >= 8 : run.length >= 3) flush();
  }
  flush();
  const seen = new Set<string>();
  return terms.filter((term) => term && !seen.has(term.toLowerCase()) && seen.add(term.toLowerCase())).slice(0, max);
}
