import { cannotOffline, type CannotOffline } from "@/lib/ai/offline/text/cannot-offline";
import { inOwnWords, toSimplified } from "@/lib/ai/offline/text/simplified";
import { isQuizRequest, quizTopic } from "@/lib/ai/offline/text/quiz-request";
import { questionTerms } from "./topic-question";
import {
  ADD_NOUN_FIRST_EN,
  ADD_SELECTION,
  CHECK,
  DEICTIC,
  EDIT,
  EDIT_ANYWHERE,
  FACT_EN,
  FACT_FIRST,
  FACT_ZH,
  FIX,
  INTO_NOTE,
  REMEMBER,
  REPLACE_EN,
  REPLACE_ZH,
  SUMMARISE,
  TARGET_EN,
  TARGET_IN_EN,
  TARGET_ZH,
  namedLine,
  namedTarget,
  newLineText,
  tidy,
  topicOf,
  unframed,
  zhSubject,
} from "./request-patterns";

/**
 * What the learner asks the offline workspace tutor to do, read from their own words in English
 * or Chinese. Pure functions: the role (./workspace-tutor.ts) decides what to do with a request,
 * and anything not read here is answered with what the tutor can do, never guessed at.
 */
export type AddWhat = "example" | "definition" | "formula" | "analogy";
export type TutorRequest =
  /** `topic` "" when the learner named none ("add an example to my note"): the role takes it from the selection or the note. */
  | { kind: "add"; what: AddWhat; topic: string; target: string | null }
  /** "give me an example of X", "举个X的例子": asked for in the reply, no note named and nothing to add; `topic` "" as for "add". */
  | { kind: "give"; what: AddWhat; topic: string }
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
  | { kind: "none"; about?: string[]; check?: true; quoted?: string[] };

/** "example", "exmaple", "definiton", "def", "explanation", "formula(e)", "equation", "analogy", "metaphor", "a note about" and their Chinese words. */
const WHAT_EN = String.raw`(ex[a-z]{0,3}m?ples?|defin[a-z]*|defn?s?|explan[a-z]*|formula[es]*|equations?|analog(?:y|ies)|metaphors?|similes?|notes?(?=\s+(?:about|on)\b))`;
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
  // "put a definition of backdraft in here": the place pointed at is where, not what.
  String.raw`\s+(?:under|below|beneath|in)\s+(?:the\s+)?(?:#+\s*)?[^,;]{0,40}?\b(?:heading|section|header|title)\b.*$|\s+(?:under|below)\s+#+\s.*$|\s+(?:(?:to|in|into|inside|under|on)\s+(?:${TARGET_EN}|(?:this|that|the|my)\s+(?:file|doc(?:ument)?|page))|(?:right\s+)?(?:(?:in|into|over|down)\s+)?(?:here|there)\b|(?:and|then|&)\s+(?:\w+\s+)?(?:it|that|this)\b).*$|[,;].*$`,
  "iu",
);
/** "add what a mutex is to my notes": a definition asked for by its question. */
const ADD_WHAT_EN =
  /\b(?:add|put|write|include|note)\s+(?:down\s+)?(?:what|how)\s+(?:an?\s+|the\s+)?(.+?)\s+(?:is|are|means?|does|works?)\b/iu;

// "递归的小例子", "熵的简单定义": a word on how it should be is no part of what is asked for.
const ADD_ZH =
  /^(.*?)的(?:小|简单的?|具体的?|经典的?|常见的?|通俗的?|实际的?|完整的?|准确的?)?(例子|示例|实例|定义|解释|概念|公式|方程|类比|比喻)/u;
/** "给递归加个类比", "为梯度下降补充一个例子": the subject before the verb, unless it is the note itself ("给我的笔记加一个例子"). */
const ADD_FOR_ZH =
  /(?:给|为|替)\s*(.+?)\s*(?:加|添加|补充|补|写|举|打|配)(?:上|入|进|一下)?(?:一个|一条|个|条|些)?(例子|示例|定义|公式|类比|比喻|比方)/u;
/** "用一个类比解释一下递归", "打个比方讲讲过拟合", "举个例子说明梯度下降". */
const EXPLAIN_BY_ZH = /(?:用|举|打)(?:一个|个|一些)?(例子|类比|比喻|比方)(?:来)?(?:解释|说明|讲讲|讲|介绍)(?:一下)?(.+)$/u;
const ADD_VERB_ZH = /加|添|补|写|放|记|存|举/u;
/** "给我一个递归的例子", "有没有过拟合的例子": asked for, with no verb that adds. */
const GIVE_ZH = /给我|有没有|有什么|来(?:一)?个|说(?:一)?个|讲(?:一)?个/u;
const EXPLAIN_IN_NOTE_ZH = /(?:解释|说明|讲)(?:一下)?(?:什么是)?(.+?)(?:是什么)?[吧。！!]*$/u;
/** "give me an analogy for X", "show me an example of X", "what's an example of X?", "an example of X, please": asked, not added. */
const GIVE_EN = new RegExp(
  String.raw`^(?:(?:please|pls|ok|so|now|and|hey)[\s,]+)?(?:(?:can|could|would|will) (?:you|u) |i'?d like |(?:i )?(?:need|want) )?(?:(?:give|show|tell|get|find)(?: me| us)?\b|what(?:'s| is| are| would be)\b|is there\b|do you have\b|any\b|${WHAT_EN}\b|(?:an?|some|one|another)\s+${WHAT_EN}\b)`,
  "iu",
);
/** "give me an example", "show me an analogy": the subject is the selection. */
const GIVE_BARE_EN = new RegExp(
  String.raw`^(?:(?:can|could|would) (?:you|u) )?(?:give|show|tell)(?: me| us)? (?:an?|some|one|another) ${WHAT_EN}(?: please)?\s*[.!?]*$`,
  "iu",
);
/** "举个例子", "给我打个比方", "能举个例子吗": the subject is the selection. */
const GIVE_BARE_ZH =
  /^(?:请|麻烦)?(?:你)?(?:能不能|能|可以|可不可以)?(?:给我|帮我|替我)?(?:举|打)(?:一个|个|一些)?(例子|比方|类比|比喻)(?:吧|吗|呢|看看)?\s*[。！!？?]*$/u;
/** Words that put something into a file: without them and a file named, an example asked for is said, not added. */
const ADDING = new RegExp(String.raw`${ADD_VERB_EN.source}|加|添|补|写|放|记|存|贴`, "iu");

/** "add an example to my note", "add a definition": what to add, its subject left to the selection or the note. */
const ADD_BARE_EN = new RegExp(
  String.raw`\b(?:add|put|write|include|insert|append)\s+(?:in\s+)?(?:an?\s+|some\s+|the\s+|one\s+|another\s+)?(example|definition|formula|analogy|metaphor)s?(?:\s+(?:to|in|into|under|on)\s+${TARGET_EN})?\s*[.!?]*$`,
  "iu",
);
/** "给我的笔记加一个例子", "在笔记里加个定义", "加一个例子". */
const ADD_BARE_ZH =
  /(?:加|添加|补充|补|写|放)(?:上|入|进|一下)?(?:一个|一条|个|条|些)?(例子|示例|定义|公式|类比|比喻)(?:吧|吗|呢)?\s*[。！!？?]*$/u;

const ASKED_EN = new RegExp(String.raw`^(?:(?:an?|some|the|one)\s+)?${WHAT_EN}\s+(?:of|for|about|on)\s+(.+)$`, "iu");
const ASKED_ZH = /^(?:一个|一条|个|条|些)?(?:关于)?(.+?)的(例子|示例|定义|解释|公式)$/u;

function factRequest(text: string, hasReferences: boolean): TutorRequest | null {
  for (const pattern of [...FACT_EN, ...FACT_ZH]) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [target, fact] = FACT_FIRST.has(pattern) ? [match[2]!, match[1] ?? ""] : [match[1]!, match[2] ?? ""];
    const said = tidy(fact.replace(/^that\s+/i, "").replace(/^down\s+|\s+down$/gi, ""));
    if (DEICTIC.test(said)) return hasReferences ? { kind: "addSelection" } : { kind: "edit" };
    // "把这段压缩成三点放进笔记": the selection summarised first is a summary into the note, never a fact.
    if (SUMMARISE.test(said) && /^(?:这|那|this|that|these|those|it)/iu.test(said)) return null;
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
  // "what's the definition of X in my notes?" asks about the file: only with no file named is it a request for one.
  if (en && (asking || (target === null && GIVE_EN.test(text)))) {
    const topic = topicOf(en[2]!.replace(TOPIC_END_EN, ""));
    if (topic) return { kind: "add", what: whatOf(en[1]!), topic, target };
  }
  const what = ADD_WHAT_EN.exec(text);
  if (what && target) return { kind: "add", what: "definition", topic: topicOf(what[1]!), target };
  if (/\p{Script=Han}/u.test(text)) {
    const zhFor = ADD_FOR_ZH.exec(text);
    const forWhom = zhFor ? zhSubject(zhFor[1]!) : "";
    // "给这条笔记加个例子": the note pointed at, however it is counted, is where the example goes.
    const place = forWhom.replace(/^(?:这|那|我的?|我们的)(?:条|份|篇|页|本|个)?(?=笔记)/u, "");
    if (zhFor && forWhom && !new RegExp(`^${TARGET_ZH}$`, "u").test(place))
      return { kind: "add", what: whatOf(zhFor[2]!), topic: forWhom, target };
    const by = EXPLAIN_BY_ZH.exec(text);
    const explained = by ? zhSubject(by[2]!) : "";
    if (by && explained) return { kind: "add", what: whatOf(by[1]!), topic: explained, target };
  }
  const first = ADD_NOUN_FIRST_EN.exec(text);
  const firstTopic = first ? topicOf(first[1]!) : "";
  if (first && firstTopic && !` ${first[3]!}`.replace(TOPIC_END_EN, "").replace(/[\s.!?]+$/u, ""))
    return { kind: "add", what: whatOf(first[2]!), topic: firstTopic, target };
  const bare = ADD_BARE_EN.exec(text) ?? ADD_BARE_ZH.exec(text);
  if (bare) return { kind: "add", what: whatOf(bare[1]!), topic: "", target };
  if (!/\p{Script=Han}/u.test(text)) return null;
  const zh = ADD_ZH.exec(text);
  if (zh && (ADD_VERB_ZH.test(text) || target || GIVE_ZH.test(text))) {
    const topic = zhSubject(zh[1]!);
    if (topic) return { kind: "add", what: whatOf(zh[2]!), topic, target };
  }
  // "我的笔记里哪里讲了光合作用" asks where the note says it, not to say it there.
  const explain = target && !/哪里|哪儿|哪一?(?:章|节|段|部分)|有没有/u.test(text) ? EXPLAIN_IN_NOTE_ZH.exec(text) : null;
  if (explain) {
    const topic = zhSubject(explain[1]!);
    if (topic) return { kind: "add", what: "definition", topic, target };
  }
  return null;
}

/** "give me an example", "举个例子": the kind named, the subject left to the selection. */
function giveBare(text: string): TutorRequest | null {
  const bare = GIVE_BARE_EN.exec(text) ?? GIVE_BARE_ZH.exec(text);
  return bare ? { kind: "give", what: whatOf(bare[1]!), topic: "" } : null;
}

/** "举个递归的例子", "给我打个比方说明过拟合", "give me an analogy for X": nothing goes into a file unless one is named or the words put it there. */
function asGive(request: Extract<TutorRequest, { kind: "add" }>, text: string): TutorRequest {
  if (request.target !== null || ADDING.test(text.replace(/举|打(?=个|一个|比方)/gu, ""))) return request;
  return { kind: "give", what: request.what, topic: request.topic };
}

const QUOTED_PAIR = /["“'‘「][^"“”'‘’「」]+["”'’」]\s*(?:to|with|into|for|by|改成|换成|替换成|改为)\s*["“'‘「]/iu;

/** "line 3 is wrong, it should say …", "change line 2 to: …", "把第三行改成…": that line, rewritten as said. */
function lineRequest(text: string): TutorRequest | null {
  const mention = namedLine(text);
  // "replace 'affect' with 'effect' in line 4": a quoted word for another is a replacement; the line only says where.
  if (!mention || QUOTED_PAIR.test(text)) return null;
  const to = newLineText(`${text.slice(0, mention.start)} it ${text.slice(mention.end)}`);
  if (to) return { kind: "setLine", line: mention.line, to, target: namedTarget(text) };
  return FIX.test(text) ? { kind: "fix" } : null;
}

/** "給筆記加上「清除率」的定義": read in simplified characters; what it names keeps the learner's own script. */
export function readTutorRequest(rawText: string, hasReferences: boolean): TutorRequest {
  const own = unframed(rawText.normalize("NFKC").replace(/\s+/g, " ").trim());
  return inOwnWords(readSimplified(toSimplified(own), hasReferences), own);
}

function readSimplified(text: string, hasReferences: boolean): TutorRequest {
  if (!text) return { kind: "none" };

  const why = cannotOffline(text);
  // "把这几行改成表格", "make line 3 a table": restructuring, never a line to set or X to replace with "表格".
  if (why === "restructure") return { kind: "cannot", why };
  if (CHECK.test(text)) return { kind: "none", check: true };
  const structured = factRequest(text, hasReferences) ?? addRequest(text) ?? lineRequest(text) ?? giveBare(text);
  const asked = structured?.kind === "add" ? asGive(structured, text) : structured;
  // "为这几行加个例子", "give me an example of this": the subject is what the selection is about, as for a bare request.
  if ((asked?.kind === "add" || asked?.kind === "give") && DEICTIC.test(asked.topic)) return { ...asked, topic: "" };
  if (asked) return asked;
  if (why) return { kind: "cannot", why };
  const replace = REPLACE_EN.exec(text) ?? REPLACE_ZH.exec(text);
  if (replace && tidy(replace[1]!) && !/^(?:line|this|it|that)\b/i.test(replace[1]!)) {
    return { kind: "replace", from: tidy(replace[1]!), to: tidy(replace[2]!), target: replace[3] ?? null };
  }
  if (SUMMARISE.test(text)) return { kind: "summarise", intoNote: INTO_NOTE.test(text) };
  if (isQuizRequest(text)) return { kind: "quiz", topic: quizTopic(text) };
  if (FIX.test(text)) return { kind: "fix" };
  if (hasReferences && ADD_SELECTION.test(text)) return { kind: "addSelection" };
  if ((EDIT.test(text) || (EDIT_ANYWHERE.test(text) && TARGET_IN_EN.test(text))) && (!/[?？]\s*$/u.test(text) || TARGET_IN_EN.test(text)))
    return { kind: "edit" };
  const about = hasReferences ? [] : questionTerms(text);
  return about.length > 0 ? { kind: "none", about } : { kind: "none" };
}
