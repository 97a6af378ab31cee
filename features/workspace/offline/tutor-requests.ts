/**
 * What the learner asks the offline workspace tutor to do, read from their own words in English
 * or Chinese. Pure functions: the role (./workspace-tutor.ts) decides what to do with a request,
 * and anything not read here is answered with what the tutor can do, never guessed at.
 */
export type TutorRequest =
  /** `topic` "" when the learner named none ("add an example to my note"): the role takes it from the selection or the note. */
  | { kind: "add"; what: "example" | "definition"; topic: string; target: string | null }
  | { kind: "noteFact"; target: string; fact: string }
  | { kind: "replace"; from: string; to: string; target: string | null }
  | { kind: "fix" }
  | { kind: "summarise"; intoNote: boolean }
  | { kind: "addSelection" }
  | { kind: "quiz" }
  | { kind: "edit" }
  | { kind: "none" };

const QUOTES = /^["“”'‘’「」『』]+|["“”'‘’「」『』]+$/gu;
const tidy = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.。!！?？,，;；]+$/u, "")
    .replace(QUOTES, "")
    .trim();
const topicOf = (text: string) =>
  tidy(text)
    .replace(/^(?:an?|the|some|one)\s+/i, "")
    .replace(/^(?:一个|一条|一些|个|条|关于)/u, "")
    .trim();

/** Where the learner said to write: a path, "my note", "ground truth". */
const TARGET_EN = String.raw`((?:notes\/)?[\w./-]+\.md|my notes?|the notes?|this note|ground[- ]truth(?:\.md)?|guidance(?:\.md)?)`;
const TARGET_ZH = String.raw`((?:notes\/)?[\w./\-\p{Script=Han}]+\.md|我的笔记|笔记|ground[- ]truth(?:\.md)?)`;

const ADD_EN = new RegExp(
  String.raw`\b(?:add|put|write|include|insert|append)\s+(?:in\s+)?(?:an?\s+|some\s+|the\s+|one\s+)?(example|definition|explanation)s?\s+(?:of|for|about|on)\s+(.+?)(?:\s+(?:to|in|into|under|on)\s+${TARGET_EN})?\s*[.!?]*$`,
  "iu",
);
/** "add an example to my note", "add a definition": what to add, its subject left to the selection or the note. */
const ADD_BARE_EN = new RegExp(
  String.raw`\b(?:add|put|write|include|insert|append)\s+(?:in\s+)?(?:an?\s+|some\s+|the\s+|one\s+|another\s+)?(example|definition)s?(?:\s+(?:to|in|into|under|on)\s+${TARGET_EN})?\s*[.!?]*$`,
  "iu",
);
/** "给我的笔记加一个例子", "在笔记里加个定义", "加一个例子". */
const ADD_BARE_ZH = /(?:加|添加|补充|写|放)(?:上|入|进|一下)?(?:一个|一条|个|条|些)?(例子|示例|定义)(?:吧|吗|呢)?\s*[。！!？?]*$/u;
const ADD_ZH = /(?:加|添加|补充|写|放)(?:上|入|进|一下)?(?:一个|一条|个|条|些)?(?:关于)?(.+?)的(例子|示例|定义|解释)/u;
const EXAMPLE_ZH = /例子|示例/u;
const TARGET_IN_ZH = new RegExp(String.raw`(?:到|进|在|给|往)\s*${TARGET_ZH}`, "u");
const TARGET_IN_EN = new RegExp(String.raw`\b(?:to|in|into|under)\s+${TARGET_EN}`, "iu");

const FACT_EN = [
  new RegExp(String.raw`\b(?:note|write|add|record|put|jot)(?:\s+down)?\s+(?:in|to|into)\s+${TARGET_EN}\s*(?:that\b|:|,)?\s*(.*)$`, "iu"),
  new RegExp(String.raw`\b(?:note|write down|jot down|record)\s+(?:that\s+)?(.+?)\s+(?:in|to|into)\s+${TARGET_EN}\s*[.!]*$`, "iu"),
];
const FACT_ZH = [
  new RegExp(
    String.raw`在\s*${TARGET_ZH}\s*(?:里|中|上)?\s*(?:记下|记录|写上|写下|加上|注明|记一下|写|记)\s*(?:一下|一条)?\s*[：:，,]?\s*(.*)$`,
    "u",
  ),
  new RegExp(String.raw`把\s*(.+?)\s*(?:记到|写到|写进|加到|记在|记进)\s*${TARGET_ZH}`, "u"),
];
const REPLACE_EN =
  /\b(?:change|replace|correct|fix)\s+["“']?(.+?)["”']?\s+(?:to|with|into|by)\s+["“']?(.+?)["”']?(?:\s+in\s+((?:notes\/)?[\w./-]+\.md))?\s*[.!]*$/iu;
const REPLACE_ZH = /把\s*["“「]?(.+?)["”」]?\s*(?:改成|改为|替换成|换成|替换为)\s*["“「]?(.+?)["”」]?\s*[。！!]*$/u;
const FIX = /\b(?:fix|correct|repair|proofread)\b|修正|改正|纠正|修改一下|改一下|改错/iu;
const SUMMARISE = /\bsummar(?:y|i[sz]e)\b|\bsum (?:it |this |these )?up\b|\btl;?dr\b|总结|概括|摘要|小结/iu;
const INTO_NOTE = /\b(?:to|in|into)\s+(?:my|a|the)\s+notes?\b|notes\/|加到|写进|写到|记到|放到|存到/iu;
const ADD_SELECTION = /\b(?:add|save|put|copy|keep)\b|\bnote (?:this|it|that) down\b|加到|记下|记到|存到|补充|笔记/iu;
const QUIZ =
  /\bquiz\b|\btest me\b|\b(?:make|write|give me|generate|create|ask me)\s+(?:me\s+)?(?:some\s+|a few\s+|\d+\s+)?(?:practice\s+)?questions?\b|测验|考考我|出题|出几道|出[一二两三四五六七八九十\d\s]+道(?:练习)?题|测试一下我/iu;
const EDIT =
  /\b(?:add|append|insert|write|note|record|edit|update|change|replace|rewrite|delete|remove|rename|move|tidy|format)\b|添加|加上|写进|记下|修改|删除|删掉|改名|移动|整理/iu;

/** "这几行", "选中的内容", "these lines": the selection itself, never a fact to note. */
const DEICTIC =
  /^(?:这|那)(?:几|一|些)?(?:行|段|句|部分|些内容)?(?:内容)?$|^选中的(?:内容|部分|几行)?$|^它$|^(?:this|that|it|these|those|these lines|this line|the selection|the selected lines)$/iu;

export function readTutorRequest(rawText: string, hasReferences: boolean): TutorRequest {
  const text = rawText.normalize("NFKC").replace(/\s+/g, " ").trim();
  if (!text) return { kind: "none" };

  for (const pattern of FACT_EN) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [target, fact] = pattern === FACT_EN[0] ? [match[1]!, match[2] ?? ""] : [match[2]!, match[1] ?? ""];
    const said = tidy(fact.replace(/^that\s+/i, "").replace(/^down\s+|\s+down$/gi, ""));
    if (DEICTIC.test(said)) return hasReferences ? { kind: "addSelection" } : { kind: "edit" };
    return { kind: "noteFact", target: tidy(target), fact: said };
  }
  for (const pattern of FACT_ZH) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [target, fact] = pattern === FACT_ZH[0] ? [match[1]!, match[2] ?? ""] : [match[2]!, match[1] ?? ""];
    if (DEICTIC.test(tidy(fact))) return hasReferences ? { kind: "addSelection" } : { kind: "edit" };
    // "在笔记里加上聚类的定义": what to note is a definition to find, not a fact called "聚类的定义".
    const asked = /^(?:一个|一条|个|条|些)?(?:关于)?(.+?)的(例子|示例|定义|解释)$/u.exec(tidy(fact));
    if (asked)
      return { kind: "add", what: EXAMPLE_ZH.test(asked[2]!) ? "example" : "definition", topic: topicOf(asked[1]!), target: tidy(target) };
    return { kind: "noteFact", target: tidy(target), fact: tidy(fact) };
  }

  const addEn = ADD_EN.exec(text);
  if (addEn) {
    const what = addEn[1]!.toLowerCase() === "example" ? "example" : "definition";
    return { kind: "add", what, topic: topicOf(addEn[2]!), target: addEn[3] ? tidy(addEn[3]) : null };
  }
  const addZh = ADD_ZH.exec(text);
  if (addZh) {
    const topic = topicOf(addZh[1]!.replace(TARGET_IN_ZH, "").replace(/^(?:我的笔记|笔记)(?:里|中)?/u, ""));
    const target = TARGET_IN_ZH.exec(text)?.[1] ?? null;
    if (topic) return { kind: "add", what: EXAMPLE_ZH.test(addZh[2]!) ? "example" : "definition", topic, target };
  }

  const bare = ADD_BARE_EN.exec(text) ?? ADD_BARE_ZH.exec(text);
  if (bare) {
    const what = /example|例子|示例/iu.test(bare[1]!) ? "example" : "definition";
    const target = bare[2] ? tidy(bare[2]) : (TARGET_IN_ZH.exec(text)?.[1] ?? null);
    return { kind: "add", what, topic: "", target };
  }

  const replace = REPLACE_EN.exec(text) ?? REPLACE_ZH.exec(text);
  if (replace && tidy(replace[1]!) && !/^(?:line|this|it|that)\b/i.test(replace[1]!)) {
    return { kind: "replace", from: tidy(replace[1]!), to: tidy(replace[2]!), target: replace[3] ?? null };
  }
  if (SUMMARISE.test(text)) return { kind: "summarise", intoNote: INTO_NOTE.test(text) };
  if (QUIZ.test(text)) return { kind: "quiz" };
  if (FIX.test(text)) return { kind: "fix" };
  if (hasReferences && ADD_SELECTION.test(text)) return { kind: "addSelection" };
  if (EDIT.test(text) && (!/[?？]\s*$/u.test(text) || TARGET_IN_EN.test(text))) return { kind: "edit" };
  return { kind: "none" };
}
