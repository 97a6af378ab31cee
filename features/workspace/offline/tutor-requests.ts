import { cannotOffline, type CannotOffline } from "@/lib/ai/offline/text/cannot-offline";
import { isQuizRequest, quizTopic } from "@/lib/ai/offline/text/quiz-request";
import { questionTerms } from "./topic-question";
import { TARGET_EN, TARGET_IN_EN, TARGET_ZH, namedLine, namedTarget, newLineText, tidy, topicOf, zhSubject } from "./request-patterns";

/**
 * What the learner asks the offline workspace tutor to do, read from their own words in English
 * or Chinese. Pure functions: the role (./workspace-tutor.ts) decides what to do with a request,
 * and anything not read here is answered with what the tutor can do, never guessed at.
 */
export type AddWhat = "example" | "definition" | "formula" | "analogy";
export type TutorRequest =
  /** `topic` "" when the learner named none ("add an example to my note"): the role takes it from the selection or the note. */
  | { kind: "add"; what: AddWhat; topic: string; target: string | null }
  | { kind: "noteFact"; target: string; fact: string }
  | { kind: "replace"; from: string; to: string; target: string | null }
  | { kind: "setLine"; line: number; to: string; target: string | null }
  | { kind: "fix" }
  | { kind: "summarise"; intoNote: boolean }
  | { kind: "addSelection" }
  | { kind: "quiz"; topic: string | null }
  | { kind: "cannot"; why: CannotOffline }
  | { kind: "edit" }
  /** `about`: the subject a question names with nothing selected; `check`: asked whether it is right ("is this right?"). */
  | { kind: "none"; about?: string[]; check?: true };

/** "example", "exmaple", "definiton", "explanation", "formula(e)", "equation", "analogy", "metaphor" and their Chinese words. */
const WHAT_EN = String.raw`(ex[a-z]{0,3}m?ples?|defin[a-z]*|explan[a-z]*|formula[es]*|equations?|analog(?:y|ies)|metaphors?|similes?|notes?(?=\s+(?:about|on)\b))`;
const whatOf = (word: string): AddWhat =>
  /^(?:analog|metaphor|simile)|类比|比喻|比方/iu.test(word)
    ? "analogy"
    : /^ex[a-z]*p|例|示例/iu.test(word) && !/^expl/i.test(word)
      ? "example"
      : /^(?:formul|equat)|公式|方程/iu.test(word)
        ? "formula"
        : "definition";

const ADD_VERB_EN = /\b(?:add|put|write|include|insert|append|stick|drop|pop|save|paste|throw|jot|note|record)\b/i;
const ASK_VERB_EN = /\b(?:need|want|give me|show me|get me|find|can i (?:get|have)|i'?d like)\b/i;
// "an analogy to explain overfitting": what it explains is its subject too.
const ADD_EN = new RegExp(
  String.raw`(?:^|\s)(?:(?:an?|some|the|one|a quick|a short|a simple|a good)\s+)?${WHAT_EN}\s+(?:of|for|about|on|to explain|explaining|that explains)\s+(.+)$`,
  "iu",
);
/** What comes after the subject and is not part of it: the file, "and stick it in…", a clause. */
const TOPIC_END_EN = new RegExp(
  String.raw`\s+(?:(?:to|in|into|under|on)\s+${TARGET_EN}|(?:and|then|&)\s+(?:\w+\s+)?(?:it|that|this)\b).*$|[,;].*$`,
  "iu",
);
/** "add what a mutex is to my notes": a definition asked for by its question. */
const ADD_WHAT_EN =
  /\b(?:add|put|write|include|note)\s+(?:down\s+)?(?:what|how)\s+(?:an?\s+|the\s+)?(.+?)\s+(?:is|are|means?|does|works?)\b/iu;

const ADD_ZH = /^(.*?)的(例子|示例|实例|定义|解释|概念|公式|方程|类比|比喻)/u;
/** "给递归加个类比", "为梯度下降补充一个例子": the subject before the verb, unless it is the note itself ("给我的笔记加一个例子"). */
const ADD_FOR_ZH =
  /(?:给|为|替)\s*(.+?)\s*(?:加|添加|补充|补|写|举|打|配)(?:上|入|进|一下)?(?:一个|一条|个|条|些)?(例子|示例|定义|公式|类比|比喻|比方)/u;
/** "用一个类比解释一下递归", "打个比方讲讲过拟合", "举个例子说明梯度下降". */
const EXPLAIN_BY_ZH = /(?:用|举|打)(?:一个|个|一些)?(例子|类比|比喻|比方)(?:来)?(?:解释|说明|讲讲|讲|介绍)(?:一下)?(.+)$/u;
const ADD_VERB_ZH = /加|添|补|写|放|记|存|举/u;
const EXPLAIN_IN_NOTE_ZH = /(?:解释|说明|讲)(?:一下)?(?:什么是)?(.+?)(?:是什么)?[吧。！!]*$/u;
/** "add an example to my note", "add a definition": what to add, its subject left to the selection or the note. */
const ADD_BARE_EN = new RegExp(
  String.raw`\b(?:add|put|write|include|insert|append)\s+(?:in\s+)?(?:an?\s+|some\s+|the\s+|one\s+|another\s+)?(example|definition|formula|analogy|metaphor)s?(?:\s+(?:to|in|into|under|on)\s+${TARGET_EN})?\s*[.!?]*$`,
  "iu",
);
/** "给我的笔记加一个例子", "在笔记里加个定义", "加一个例子". */
const ADD_BARE_ZH =
  /(?:加|添加|补充|写|放)(?:上|入|进|一下)?(?:一个|一条|个|条|些)?(例子|示例|定义|公式|类比|比喻)(?:吧|吗|呢)?\s*[。！!？?]*$/u;

const FACT_EN = [
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
const FACT_ZH = [
  new RegExp(
    String.raw`(?:在|往)\s*${TARGET_ZH}\s*(?:里|中|上)?\s*(?:记下|记录|写上|写下|加上|注明|记一下|写|记|加一条|添加一条)\s*(?:一下|一条)?\s*[：:，,]?\s*(.*)$`,
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
const REMEMBER = [
  /^(?:(?:please|pls|plz|also|and)\s+)*(?:remember|keep in mind|don't forget|do not forget)\s*(?:that\b|:)?\s*(.+?)[.!]*$|^(?:(?:please|pls)\s+)?note\s*(?:that\b|:)\s*(.+?)[.!]*$/iu,
  /^(?:请|帮我|你)?(?:记住|记好|别忘了|不要忘了)\s*[：:，,]?\s*(.+?)[。！!]*$|^(?:请|帮我)?(?:记一下|记下|记录一下)\s*[：:，,]\s*(.+?)[。！!]*$/u,
];
/** Which capture is the file and which the fact, per pattern (the others say the fact first). */
const FACT_FIRST = new Set<RegExp>([FACT_EN[1]!, FACT_ZH[1]!, FACT_ZH[3]!]);

// "swap 'its' for 'it's'": swap, switch and exchange name the old word first as well.
const REPLACE_EN =
  /\b(?:change|replace|correct|fix|swap|switch|exchange)\s+["“']?(.+?)["”']?\s+(?:to|with|into|by|for)\s+["“']?(.+?)["”']?(?:\s+in\s+((?:notes\/)?[\w./-]+\.md))?\s*[.!]*$/iu;
const REPLACE_ZH = /把\s*["“「]?(.+?)["”」]?\s*(?:改成|改为|替换成|换成|替换为)\s*["“「]?(.+?)["”」]?\s*[。！!]*$/u;
/** A line that reads badly is a fix too: "clunky", "make it clearer", "reword", "改通顺", "润色", "别扭". */
const FIX =
  /\b(?:fix|correct|repair|proofread|reword|rephrase|polish|clunky|awkward|unclear|confusing)\b|\b(?:wrong|typos?|mistakes?|errors?)\b|\b(?:make|rewrite|write)\s+(?:it|this|that|line \d+|(?:this|that|the) (?:line|sentence|bit))\s+(?:\w+\s+)?(?:clearer|simpler|shorter|better|more (?:clear|concise|readable))\b|\b(?:rewrite|redo|rework)\b.{0,30}\b(?:clearer|simpler|shorter|better|concise|readable)\b|\b(?:shorten|tighten|simplify)\b|\breads?\s+(?:badly|weird(?:ly)?|awkward(?:ly)?|oddly|off)\b|\bsounds?\s+(?:off|weird|odd|wrong)\b|\bdoesn'?t\s+(?:flow|read well)\b|不顺|不流畅|(?:读|念)(?:着|起来)(?:怪|别扭|拗口)|拗口|(?:重写|改写|重新写)(?:得|成)?(?:更)?(?:清楚|简洁|简单|通顺|好)|缩短|精简|简化|改(?:得)?(?:更)?(?:通顺|顺|清楚|简洁|好|对)|润色|别扭|不通顺|读不通|有错|错了|错别字|修正|改正|纠正|修复|修一下|修改一下|改一下|改一改|改改|改错|写错|不对/iu;
const SUMMARISE =
  /\bsummar(?:y|i[sz]e)\b|\bsum (?:it |this |these |that )?up\b|\btl;?dr\b|\bgist\b|\bboil\s+(?:it\s+|this\s+|these\s+|that\s+)?down\b|\b(?:key|main)\s+(?:points|ideas|takeaways)\b|\brecap\b|\bin a nutshell\b|\bcondense\b|\bshort version\b|\bmain (?:idea|point)\b|\bin (?:one|a single|1) (?:line|sentence)\b|核心意思|中心意思|主旨|核心思想|核心观点|主要讲|讲了啥|讲了什么|说了啥|说了什么|大概讲|总结|概括|摘要|小结|归纳|要点|重点|大意|提炼|一句话/iu;
const INTO_NOTE = /\b(?:to|in|into)\s+(?:my|a|the)\s+notes?\b|notes\/|加到|写进|写到|记到|放到|存到|存进|(?:到|进|入|在)\s*(?:我的)?笔记/iu;
const ADD_SELECTION = /\b(?:add|save|put|copy|keep)\b|\bnote (?:this|it|that) down\b|加到|记下|记到|存到|补充|笔记/iu;
const EDIT =
  /\b(?:add|append|insert|write|note|record|edit|update|change|replace|rewrite|delete|remove|rename|move|tidy|format)\b|添加|加上|写进|记下|修改|删除|删掉|改名|移动|整理/iu;

/** "did I get this correct", "is line 3 right?", "我理解得对不对": asked whether it is right, never an edit to make. */
const CHECK =
  /^(?:(?:so\s+|ok\s+|and\s+)?(?:is|was|are|am|did|do|does|have|has)\b.{0,60}\b(?:right|correct|accurate|wrong|ok|okay)|(?:right|correct))\s*[?？.!]*$|(?:对不对|对吗|对么|对嘛|是否正确|正确吗|准确吗|有没有(?:错|问题)|有错吗|错了吗)[吗呢吧]?\s*[？?。]*$/iu;
/** "这几行", "选中的内容", "these lines": the selection itself, never a fact to note. */
const DEICTIC =
  /^(?:这|那)(?:几|一|些)?(?:行|段|句|部分|些内容)?(?:内容)?$|^选中的(?:内容|部分|几行)?$|^它$|^(?:this|that|it|these|those|these lines|this line|the selection|the selected lines)$/iu;
const ASKED_EN = new RegExp(String.raw`^(?:(?:an?|some|the|one)\s+)?${WHAT_EN}\s+(?:of|for|about|on)\s+(.+)$`, "iu");
const ASKED_ZH = /^(?:一个|一条|个|条|些)?(?:关于)?(.+?)的(例子|示例|定义|解释|公式)$/u;

function factRequest(text: string, hasReferences: boolean): TutorRequest | null {
  for (const pattern of [...FACT_EN, ...FACT_ZH]) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [target, fact] = FACT_FIRST.has(pattern) ? [match[2]!, match[1] ?? ""] : [match[1]!, match[2] ?? ""];
    const said = tidy(fact.replace(/^that\s+/i, "").replace(/^down\s+|\s+down$/gi, ""));
    if (DEICTIC.test(said)) return hasReferences ? { kind: "addSelection" } : { kind: "edit" };
    // "在笔记里加上聚类的定义": what to note is a definition to find, not a fact called "聚类的定义".
    // …unless it is a statement about the learner ("我更喜欢Python的例子"): that is the fact.
    const asked = ASKED_ZH.exec(said);
    if (asked && !/^(?:我|你|他|她)|是|喜欢|想|要/u.test(asked[1]!))
      return { kind: "add", what: whatOf(asked[2]!), topic: topicOf(asked[1]!), target: tidy(target) };
    // "add to my notes an example of bubble sort": the same, in English.
    const askedEn = ASKED_EN.exec(said);
    if (askedEn) return { kind: "add", what: whatOf(askedEn[1]!), topic: topicOf(askedEn[2]!), target: tidy(target) };
    return { kind: "noteFact", target: tidy(target), fact: said };
  }
  const remembered = REMEMBER.map((pattern) => pattern.exec(text)).find(Boolean);
  const fact = remembered ? tidy(remembered[1] ?? remembered[2] ?? remembered[3] ?? "") : "";
  if (!fact || /[?？]$/u.test(text)) return null;
  if (DEICTIC.test(fact)) return hasReferences ? { kind: "addSelection" } : { kind: "edit" };
  return { kind: "noteFact", target: "ground-truth.md", fact };
}

function addRequest(text: string): TutorRequest | null {
  const target = namedTarget(text);
  const en = ADD_EN.exec(text);
  // With the file named, "for my notes: definition of X" is a request too; a question about a file is not.
  const asking =
    ADD_VERB_EN.test(text) || (target !== null && (ASK_VERB_EN.test(text) || !/^(?:what|where|which|how|why|is|does|do)\b/i.test(text)));
  if (en && asking) {
    const topic = topicOf(en[2]!.replace(TOPIC_END_EN, ""));
    if (topic) return { kind: "add", what: whatOf(en[1]!), topic, target };
  }
  const what = ADD_WHAT_EN.exec(text);
  if (what && target) return { kind: "add", what: "definition", topic: topicOf(what[1]!), target };
  if (/\p{Script=Han}/u.test(text)) {
    const zhFor = ADD_FOR_ZH.exec(text);
    const forWhom = zhFor ? zhSubject(zhFor[1]!) : "";
    if (zhFor && forWhom && !new RegExp(`^${TARGET_ZH}$`, "u").test(forWhom))
      return { kind: "add", what: whatOf(zhFor[2]!), topic: forWhom, target };
    const by = EXPLAIN_BY_ZH.exec(text);
    const explained = by ? zhSubject(by[2]!) : "";
    if (by && explained) return { kind: "add", what: whatOf(by[1]!), topic: explained, target };
  }
  const bare = ADD_BARE_EN.exec(text) ?? ADD_BARE_ZH.exec(text);
  if (bare) return { kind: "add", what: whatOf(bare[1]!), topic: "", target };
  if (!/\p{Script=Han}/u.test(text)) return null;
  const zh = ADD_ZH.exec(text);
  if (zh && (ADD_VERB_ZH.test(text) || target)) {
    const topic = zhSubject(zh[1]!);
    if (topic) return { kind: "add", what: whatOf(zh[2]!), topic, target };
  }
  const explain = target ? EXPLAIN_IN_NOTE_ZH.exec(text) : null;
  if (explain) {
    const topic = zhSubject(explain[1]!);
    if (topic) return { kind: "add", what: "definition", topic, target };
  }
  return null;
}

/** "line 3 is wrong, it should say …", "change line 2 to: …", "把第三行改成…": that line, rewritten as said. */
function lineRequest(text: string): TutorRequest | null {
  const mention = namedLine(text);
  if (!mention) return null;
  const to = newLineText(`${text.slice(0, mention.start)} it ${text.slice(mention.end)}`);
  if (to) return { kind: "setLine", line: mention.line, to, target: namedTarget(text) };
  return FIX.test(text) ? { kind: "fix" } : null;
}

export function readTutorRequest(rawText: string, hasReferences: boolean): TutorRequest {
  const text = rawText.normalize("NFKC").replace(/\s+/g, " ").trim();
  if (!text) return { kind: "none" };

  const why = cannotOffline(text);
  // "把这几行改成表格", "make line 3 a table": restructuring, never a line to set or X to replace with "表格".
  if (why === "restructure") return { kind: "cannot", why };
  if (CHECK.test(text)) return { kind: "none", check: true };
  const structured = factRequest(text, hasReferences) ?? addRequest(text) ?? lineRequest(text);
  // "为这几行加个例子", "add an example for this": the subject is what the selection is about, as for a bare request.
  if (structured?.kind === "add" && DEICTIC.test(structured.topic)) return { ...structured, topic: "" };
  if (structured) return structured;
  if (why) return { kind: "cannot", why };
  const replace = REPLACE_EN.exec(text) ?? REPLACE_ZH.exec(text);
  if (replace && tidy(replace[1]!) && !/^(?:line|this|it|that)\b/i.test(replace[1]!)) {
    return { kind: "replace", from: tidy(replace[1]!), to: tidy(replace[2]!), target: replace[3] ?? null };
  }
  if (SUMMARISE.test(text)) return { kind: "summarise", intoNote: INTO_NOTE.test(text) };
  if (isQuizRequest(text)) return { kind: "quiz", topic: quizTopic(text) };
  if (FIX.test(text)) return { kind: "fix" };
  if (hasReferences && ADD_SELECTION.test(text)) return { kind: "addSelection" };
  if (EDIT.test(text) && (!/[?？]\s*$/u.test(text) || TARGET_IN_EN.test(text))) return { kind: "edit" };
  const about = hasReferences ? [] : questionTerms(text);
  return about.length > 0 ? { kind: "none", about } : { kind: "none" };
}
