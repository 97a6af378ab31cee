import { keyTerms } from "./key-terms";

/**
 * A bare noun phrase that names a subject to find — "文档中关于索引的内容", "the part of the document
 * about indexes", "anything on B-tree splits", "有关梯度下降的部分", "info on pods pls" — asks, with no
 * verb, for what the material and the course say about it: a request to find and quote that subject,
 * read the same way by every offline role that searches (the workspace tutor, the material answerer).
 */
const DOC_EN = String.raw`(?:document|doc|pdf|file|slides?|notes?|material|materials|textbook|book|chapter|course|reading|handout|paper|source|sources|lecture)`;
const THING_EN = String.raw`(?:anything|something|stuff|info|information|material|content|notes?|details|everything|all|more|what(?:ever)? you have|what there is)`;
const PART_EN = String.raw`(?:part|parts|bit|bits|section|sections|passage|passages|paragraph|paragraphs|place|places|lines?|pages?|chapter|chapters|stuff)`;
const OWNER_EN = String.raw`(?:the|my|this|that|our|your)(?:\s+uploaded)?`;
const POLITE_EN = String.raw`(?:\s*,?\s*(?:please|pls|plz|thanks|thx))?\s*[.!?？]*$`;
const FIND_EN = [
  // "anything on B-tree splits", "info about pods please", "and more on the chain rule?"
  new RegExp(
    String.raw`^(?:(?:and|also|ok|so|now)[,\s]+)?(?:any\s+)?${THING_EN}\s+(?:on|about|regarding|re|related to|concerning)\s+(.+?)${POLITE_EN}`,
    "iu",
  ),
  // "the part of the document about indexes", "the section in my notes on pods", "the bit about X in the slides"
  new RegExp(
    String.raw`^(?:(?:and|also|ok|so|now)[,\s]+)?(?:the|that|any|a)\s+${PART_EN}\s+(?:(?:of|in|from)\s+${OWNER_EN}\s+${DOC_EN}\s+)?(?:about|on|covering|that covers|where (?:it|they) (?:talks?|explains?) about|regarding|concerning)\s+(.+?)(?:\s+(?:of|in|from)\s+${OWNER_EN}\s+${DOC_EN})?${POLITE_EN}`,
    "iu",
  ),
  // "what my notes have on X" is a question elsewhere; "my notes on X" / "the document's part on X" are noun phrases.
  new RegExp(String.raw`^(?:${OWNER_EN}\s+)${DOC_EN}(?:'s\s+${PART_EN})?\s+(?:on|about|regarding)\s+(.+?)${POLITE_EN}`, "iu"),
];
const DOC_ZH = String.raw`(?:文档|文件|资料|材料|讲义|课件|笔记|课本|教材|论文|课程|章节|书|PDF|pdf|PPT|ppt)`;
const WHERE_ZH = String.raw`(?:(?:在|从)?(?:我的|这份|这个|那份)?${DOC_ZH}(?:里面|里|中|上)?的?)?`;
const PART_ZH = String.raw`(?:内容|部分|段落|地方|章节|介绍|说明|讲解|资料|那段话|那句话|那一段|那段|那句|那部分|这部分|段话)`;
const TAIL_ZH = String.raw`(?:吧|呢|呀|啊|吗|么)?[。！!？?]*$`;
/** "有没有关于X的内容", "找一下X的部分": asking whether it is there is still asking for it. */
// "告诉我讲义里关于X的部分", "给我看看…": told or shown, it is the same noun phrase asked for.
const ASK_ZH = String.raw`(?:(?:帮我)?(?:有没有|有没|有无|是否有|有什么|有哪些|找找|找一下|找下|找|看看|搜一下|搜搜|告诉我|给我看看|给我看|给我讲讲|讲讲|说说))?`;
const FIND_ZH = [
  // "文档中关于索引的内容", "有关梯度下降的部分", "讲义里关于TCP握手的那段"
  new RegExp(String.raw`^${ASK_ZH}${WHERE_ZH}${ASK_ZH}(?:关于|有关|讲到|提到|涉及)(.+?)的${PART_ZH}${TAIL_ZH}`, "u"),
  // "索引相关的内容", "笔记里和梯度下降有关的部分"
  new RegExp(String.raw`^${ASK_ZH}${WHERE_ZH}${ASK_ZH}(?:和|跟|与)?(.+?)(?:相关|有关)的?${PART_ZH}${TAIL_ZH}`, "u"),
  // "我的资料里有没有讲空气制动的", "讲义里是否有提到B树": whether the material speaks of it asks for it.
  new RegExp(
    String.raw`^${WHERE_ZH}(?:有没有|有没|是否有|有无)(?:讲|提|说|写|介绍|解释|涉及)(?:过|到|了)?(?:关于)?(.+?)(?:的(?:${PART_ZH})?)?(?:没有)?${TAIL_ZH}`,
    "u",
  ),
  // "索引的部分", "文档里B树分裂的内容"
  new RegExp(String.raw`^${ASK_ZH}${WHERE_ZH}${ASK_ZH}(.+?)的${PART_ZH}${TAIL_ZH}`, "u"),
];
/** "the part about it", "这部分的内容": pointing, not naming. */
const POINTING =
  /^(?:it|this|that|these|those|them|here|there|(?:这|那)(?:个|些|里|部分|一部分|段|一段|章|一章|节|一节|页)?|它|上面|下面|前面|后面)$/iu;

/** The subject a find-and-quote noun phrase names, as written; null for anything else. */
export function findRequestSubject(text: string): string | null {
  const said = text.normalize("NFKC").replace(/\s+/g, " ").trim();
  for (const pattern of [...FIND_EN, ...FIND_ZH]) {
    const subject = pattern
      .exec(said)?.[1]
      ?.trim()
      .replace(/^(?:the|a|an)\s+/i, "");
    if (subject && !POINTING.test(subject) && keyTerms(subject, 1).length > 0) return subject;
  }
  return null;
}
