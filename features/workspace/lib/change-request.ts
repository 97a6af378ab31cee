/**
 * Did the learner's message ask for a change to their files? A conservative
 * reading of their own words (English and Chinese): only a request — an
 * imperative, "please …", "can you …", "帮我…", "把…加到…" — with a verb that
 * changes something counts. A question, a statement, a negation ("don't
 * change…", "先不要改") or anything unclear is not a request, so the tutor's
 * writes in that turn become proposals (lib/write-gate.ts). Pure: tested beside it.
 */

// Verbs that change a file whatever follows them ("Save this", "Tick milestone 2", "Tidy up").
const EN_STRONG = [
  "add",
  "append",
  "insert",
  "save",
  "store",
  "record",
  "jot\\s+(?:this|that|it)?\\s*down",
  "note\\s+(?:this|that|it)?\\s*down",
  "edit",
  "rename",
  "delete",
  "tick",
  "untick",
  "check\\s+off",
  "tidy",
  "clean\\s+up",
  "reorgani[sz]e",
  "restructure",
  "fill\\s+in",
];
// Verbs that change a file only when the sentence names one ("Correct me" is not an edit; "Correct my note" is).
const EN_WEAK = [
  "update",
  "change",
  "modify",
  "fix",
  "correct",
  "replace",
  "rewrite",
  "rephrase",
  "reword",
  "remove",
  "mark",
  "note",
  "create",
  "make",
  "start",
  "write",
  "put",
  "copy",
  "move",
  "pin",
  "format",
  "summari[sz]e",
];
const EN_TARGET =
  /\b(?:(?:my|the|a|your|this|that)\s+note\b|notes|files?|ground[\s-]?truth|guidance|milestones?|summary|document|page|heading|section|line)\b|\S\.md\b/i;
const verbs = (list: string[]) => `(?:${list.join("|")})`;
// What may come before the verb in a request: politeness, "can you", "I want you to", "go ahead and", "let's".
const EN_LEAD =
  "(?:(?:ok(?:ay)?|yes|yeah|sure|great|thanks|now|so|then|and|also|hey|hi)[\\s,!.:-]+)*" +
  "(?:please\\s+|kindly\\s+|pls\\s+)?" +
  "(?:(?:can|could|would|will)\\s+you\\s+(?:please\\s+)?|i(?:'d|\\s+would)\\s+like\\s+(?:you\\s+)?to\\s+|i\\s+want\\s+(?:you\\s+)?to\\s+|" +
  "i\\s+need\\s+you\\s+to\\s+|go\\s+ahead\\s+and\\s+|let'?s\\s+|help\\s+me\\s+)?" +
  "(?:please\\s+)?(?:just\\s+|also\\s+)?";
// The verb first (after a request's lead), or after "and"/"then" in a sentence that is not a question.
const enVerbAt = (list: string[]) =>
  new RegExp(`^${EN_LEAD}${verbs(list)}\\b|\\b(?:and|then)\\s+(?:please\\s+)?(?:also\\s+)?${verbs(list)}\\b`, "i");
const EN_STRONG_REQUEST = enVerbAt(EN_STRONG);
const EN_WEAK_REQUEST = enVerbAt(EN_WEAK);
const EN_QUESTION_START =
  /^(?:what|why|how|when|where|who|which|whose|is|are|am|was|were|do|does|did|should|shall|may|might|must|have|has|had|isn't|aren't|don't)\b/i;
const EN_POLITE_QUESTION = /^(?:(?:ok(?:ay)?|yes|so|then|and|now)[\s,]+)*(?:please\s+)?(?:can|could|would|will)\s+you\b/i;
const EN_NEGATION =
  /\b(?:don'?t|do\s+not|doesn'?t|never|no\s+need|without\s+(?:chang|edit|writ|touch)\w*|not\s+yet|leave\s+(?:it|them|my)|correct\s+me)\b/i;

const ZH_STRONG =
  "(?:添加|加到|加进|加入|加上|补充|补上|写入|写进|写到|记下|记一下|记录|记到|记进|保存|存到|存进|更新|修改|改成|改为|改一下|改正|纠正|修正|编辑|删除|删掉|去掉|移除|替换|换成|勾选|勾上|打勾|创建|新建)";
const ZH_WEAK = "(?:整理|改写|重写|写下|写上|标记|标为|放到|放进|填写|填上|总结到)";
const ZH_TARGET = /笔记|文件|里程碑|文档|要点|小结|\.md/;
const ZH_LEAD =
  "(?:(?:好的?|嗯|那|那么|现在|行|可以|对|是的|谢谢)[，,。！!\\s]*)*" +
  "(?:请你?|麻烦你?|劳驾|帮忙|帮我|给我|替我|你(?:能|可以|能不能|可不可以)(?:帮我)?|能(?:不能)?(?:帮我)?|可(?:不)?以(?:帮我)?|我(?:想|要|希望你|需要你))?" +
  "(?:请|帮我|再|也|顺便|直接)?";
// The verb first (after a request's lead), "把/将 X 加到…", "在/往 X 里加…", or after "然后/并/再/顺便".
const ZH_OBJECT = "(?:(?:把|将)[^。！？!?]{0,80}?)?";
const ZH_PLACE = "(?:在|往|向)[^。！？!?]{0,60}?(?:里面|里|中|上)?(?:加|写|记|补|添)";
const zhVerbAt = (verb: string) =>
  new RegExp(`^${ZH_LEAD}(?:${ZH_OBJECT}${verb}|${ZH_PLACE})|(?:然后|并且|并|再|顺便)(?:帮我)?(?:${ZH_OBJECT}${verb}|${ZH_PLACE})`);
const ZH_STRONG_REQUEST = zhVerbAt(ZH_STRONG);
const ZH_WEAK_REQUEST = zhVerbAt(ZH_WEAK);
const ZH_NEGATION = /不要|不用|别|无需|不必|先不|不需要|不想|暂时不|勿/;
const ZH_QUESTION_WORD = /什么|为什么|为何|怎么|怎样|如何|哪|是否|要不要|该不该|应不应该|我应该|我该/;
// "…吗？" asks, unless the sentence is a polite request ("你能把…加到笔记里吗？").
const ZH_YES_NO = /[吗呢][?？]?$/;
const ZH_POLITE = /^(?:请|麻烦|劳驾|帮我|你能|你可以|你能不能|你可不可以|能不能|能否|可不可以|可以帮)/;

/** The learner's message split into sentences (a line break ends one too). */
function sentences(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      // A full stop inside a name (notes/pods.md) ends nothing: only one followed by a space or the end does.
      .split(/(?<=[.!?;])(?:\s+|$)|(?<=[。！？；])|\n+/u)
      .map((sentence) => sentence.trim())
      .filter(Boolean)
  );
}

function isEnglishRequest(sentence: string): boolean {
  const polite = EN_POLITE_QUESTION.test(sentence);
  // "Add … ?" or "Should I add …" reads as a question unless it is a polite request ("Can you add …?").
  if (!polite && (sentence.endsWith("?") || EN_QUESTION_START.test(sentence))) return false;
  return EN_STRONG_REQUEST.test(sentence) || (EN_WEAK_REQUEST.test(sentence) && EN_TARGET.test(sentence));
}

function isChineseRequest(sentence: string): boolean {
  if (ZH_QUESTION_WORD.test(sentence) || (ZH_YES_NO.test(sentence) && !ZH_POLITE.test(sentence))) return false;
  return ZH_STRONG_REQUEST.test(sentence) || (ZH_WEAK_REQUEST.test(sentence) && ZH_TARGET.test(sentence));
}

/** True only when some sentence of the message plainly asks for a change and none says not to. */
export function asksForChange(text: string): boolean {
  const all = sentences(text);
  if (all.length === 0) return false;
  const whole = all.join(" ");
  if (EN_NEGATION.test(whole) || ZH_NEGATION.test(whole)) return false;
  return all.some((sentence) => isEnglishRequest(sentence) || isChineseRequest(sentence));
}
