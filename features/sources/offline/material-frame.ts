/**
 * What a question about the learner's material asks, without the words that only point at the
 * material. "What does my PDF say about photosynthesis?", "in the slides I uploaded, how is the loss
 * defined?", "资料里有没有提到哈希表", "在我的讲义里，TCP三次握手是怎么描述的": a passage that answers
 * need not say "PDF", "uploaded", "提到" or "讲义", and a search that counts them finds nothing (every
 * unit the material never holds weighs most: features/sources/lib/relevance.ts). So the frame is cut
 * by class — a document named as the learner's or as the one they uploaded, the verbs that ask
 * where it speaks of something ("say about", "mention", "talk about", "cover", "提到", "怎么说"), and
 * a locator ("which chapter", "the part about", "哪一章", "…的部分") — and what is left is the ask.
 */

/** The kinds of document a learner points at: only ever cut when the sentence marks it as theirs or as the one it asks. */
const DOC_EN = String.raw`(?:(?:lecture|class|course|study|revision|reading)\s+)?(?:pdfs?|slides?|slide deck|deck|files?|docs?|documents?|textbooks?|text books?|books?|papers?|handouts?|sources?|notes?|lecture notes|readings?|materials?|uploads?|transcripts?|articles?|worksheets?|ebooks?|leaflets?|brochures?|manuals?|booklets?|guides?|guidelines|fact ?sheets?|regs|regulations|handbooks?|polic(?:y|ies)|protocols?|syllabus|syllabi|reports?|sops?)(?:\s+(?:chapters?|sections?|pages?))?`;
const UPLOADED = String.raw`(?:\s+(?:that\s+|which\s+)?(?:i|we)(?:'ve|\s+have)?\s+(?:uploaded|added|shared|attached|gave you|sent you|put in))`;
/** "my PDF", "our notes", "the slides I uploaded", "the uploaded file". */
const OWN_DOC = new RegExp(
  String.raw`\b(?:(?:in|from|of|on|according to|based on|by)\s+)?(?:(?:my|our)\s+(?:own\s+)?(?:uploaded\s+)?(?:(?:[\w'’-]+\s+){1,3}?(?=${DOC_EN}\b))?${DOC_EN}(?:\s+${DOC_EN})?${UPLOADED}?|(?:the|this|that|these)\s+(?:uploaded\s+${DOC_EN}|${DOC_EN}${UPLOADED}))\b`,
  "giu",
);
/** "what does the paper say about", "does the handout explain": a plain "the paper" counts as the material only before a verb that asks it. */
const ASKED_DOC = new RegExp(
  String.raw`\b(?:the|this|that)\s+${DOC_EN}(?=\s+(?:say|says|said|mention|mentions|explain|explains|define|defines|describe|describes|cover|covers|talk|talks)\b|\s+about\s*[?？.!]*$)`,
  "giu",
);
/**
 * "my notes got mention GST or not", "got say anything about osmosis?" (Singaporean English): "got"
 * asks whether the material says it, as "does" would; the one reading of it, for the question test, the
 * opening test and the frame cut. Its "or not" is read as the question mark it stands for, before any
 * of them (lib/ai/offline/text/request-core.ts).
 */
export const GOT_SAYS = String.raw`\bgot\s+(?=(?:mention|say|talk|anything|any)\w*\b)`;

/** The verbs and locators of "where does it speak of X". */
const ASK_EN = [
  /\b(?:say|says|said|write|writes|wrote|tell|tells)\s+(?:anything\s+)?(?:about|on|regarding|re)\b/giu,
  /\bmention(?:s|ed|ing)?\b|\b(?:anywhere|somewhere)\b|\bis there anything\b|\b(?:covered|discussed|talked about)\b/giu,
  // "in the pdf, what's a monad": a document named in front, as where to look.
  // "in the slides 哪里提到了 X" (中英混写): the English frame ends where the Chinese question starts.
  new RegExp(String.raw`^(?:in|from|according to)\s+(?:the|this|that)\s+(?:\w+\s+)?${DOC_EN}\s*(?:,|(?=\p{Script=Han}))`, "giu"),
  // "quote the part about X", "find where …": the request to point at a passage, not what it is about.
  /^\s*(?:(?:can|could) you\s+)?(?:please\s+)?(?:quote|locate|show me|point me to|find)\b/giu,
  // "check my handout for anything about X", "look through my notes for X": where to look, then the ask.
  /^\s*(?:(?:can|could) you\s+)?(?:please\s+)?(?:check|look(?:\s+(?:in|through|at))?|search|scan|go through)\s+(?:for\s+)?(?:anything\s+|something\s+|stuff\s+)?(?:about\s+|on\s+|regarding\s+|related to\s+)?/giu,
  /\b(?:talk|talks|talked|speak|speaks|spoke)\s+(?:about|of)\b/giu,
  /\b(?:we|i|you|they|it|chapter|course|section)\s+(?:cover|covers|covered|discuss|discussed|go over|went over)\b/giu,
  /\b(?:which|what)\s+(?:chapter|section|lesson|module|part|page|unit)s?\b|\b(?:the|a|any|some)\s+(?:part|bit|section|place|page|paragraph|passage|quote|sentence|line|excerpt)s?\s+(?:about|on|where)\b/giu,
  // "where in the PDF is …", "is there a part in the slides on …": the document named as where to look, mid-sentence.
  new RegExp(String.raw`\b(?:where\s+)?in\s+(?:the|this|that)\s+${DOC_EN}(?:\s+(?:is|are|does|do)\b)?`, "giu"),
  /\b(?:the\s+)?main (?:points?|ideas?)\b|\b(?:can you |could you )?find (?:where|me where)\b/giu,
  /\b(?:hey|hi|hello|quick q|quick question)\b[!,.]?/giu,
  /^\s*(?:(?:can|could) you )?(?:please )?give (?:me )?(?:an? |some |a few )?examples? (?:of|for)\b/giu,
  /\b(?:the )?difference between\b/giu,
  new RegExp(GOT_SAYS, "giu"),
  // "under the heading 'Cell Division', what…", "in the section on X": a place inside the material is where to look.
  /\b(?:under|in|below)\s+(?:the\s+)?(?:heading|section|header|subheading|title|part)\s+(?:called\s+|named\s+|titled\s+)?(?:["“'‘][^"”'’]+["”'’]|[\w-]+)\s*,?|\b(?:under|in)\s+(?:the\s+)?["“'‘][^"”'’]+["”'’]\s+(?:heading|section|header|part)\b\s*,?/giu,
];

/** A document named as the learner's, the one uploaded, or the one pointed at: "我上传的文档里", "资料里", "在我的讲义里", "这份PDF里". */
// "我的slides里" (中英混写): an English document word inside the Chinese frame is a document too.
const DOC_ZH = String.raw`(?:文档|文件|资料|材料|讲义|课件|笔记|课本|教材|论文|文章|幻灯片|PPT|ppt|PDF|pdf|书|slides?|notes|handouts?|textbooks?|docs?)`;
const OWN_DOC_ZH = new RegExp(
  String.raw`(?:在|从|根据|按照)?(?:我|我们)?(?:的)?(?:上传|传上来|发|加|添加|导入)(?:的|了的)(?:那|这)?(?:份|篇|本|个)?${DOC_ZH}(?:里面|里|中|上)?|(?:在|从|根据|按照)?(?:我|我们)的${DOC_ZH}(?:里面|里|中|上)?|(?:这份|这篇|这本|那份|那篇|那本|这个|那个|该)${DOC_ZH}(?:里面|里|中|上)?|${DOC_ZH}(?:里面|里|中|上)`,
  "gu",
);
const ASK_ZH = [
  /有没有?(?:提到|讲到|说到|写到|讲|说)|(?:提到|讲到|说到|写到)(?:过|了)?的?/gu,
  /是?(?:怎么样?|如何|怎样)(?:说明|说|讲解|讲|描述|写|解释|定义|介绍|表述)(?:的)?|(?:描述|讲了什么|说了什么|写了什么)/gu,
  /关于(?=\S)|的(?:部分|内容|章节|段落)|那部分|这部分/gu,
  /哪一?章|这一?章(?:里|中)?(?:说的|讲的|提到的)?|第[一二三四五六七八九十百\d]+章/gu,
  /是什么意思|什么意思/gu,
];
/** How it is to be said, not what is asked: "用简单的话", "通俗地", "简单来说", "ELI5". */
const PHRASING =
  /用(?:简单|通俗|大白)的?话|通俗(?:易懂)?地|简单(?:地|来说|说)|\beli5\b|\bexplain like i'?m (?:5|five)\b|\blike i'?m (?:5|five)\b/giu;
/** "what's in the file?": the file is where to look. */
const IN_DOC = new RegExp(String.raw`\bin (?:the|this|that) ${DOC_EN}\s*[?？]?\s*$`, "iu");
/** "the difference between let and const", "let vs const": the two compared are names, even a word like "let" or "for". */
const COMPARED = /\bbetween ([\p{L}\p{N}_]+) and ([\p{L}\p{N}_]+)\b|\b([\p{L}\p{N}_]+) (?:vs\.?|versus) ([\p{L}\p{N}_]+)\b/giu;

/** "chapter 3", "第三章": a place to look, not what is asked. */
const CHAPTER_EN = /\b(?:chapter|section|lesson|module|unit|page)\s+\d+\b/giu;

/**
 * What "how is X …" asks of X ("how is a p-value calculated"): the question's verb says how it is
 * asked, not what (askedOf here; material-terms's question test reads the same verbs).
 */
export const ASKED_HOW =
  "defined|described|explained|introduced|calculated|computed|measured|determined|derived|worked out|treated|diagnosed|managed|used|done|made";
const HOW_IS_X_ASKED = new RegExp(
  String.raw`^\s*(?:how|where)\s+(?:is|are|was|were)\s+(.+?)\s+(?:${ASKED_HOW}|presented|characteri[sz]ed)\b`,
  "iu",
);

/** The question with its material frame cut out (whitespace folded); the question as asked when nothing was cut. */
export function askedOf(question: string): string {
  let text = question
    .replace(/\babt\b/giu, "about")
    .replace(COMPARED, (_, a?: string, b?: string, c?: string, d?: string) =>
      a ? `between \`${a}\` and \`${b}\`` : `\`${c}\` vs \`${d}\``,
    );
  for (const pattern of [OWN_DOC, ASKED_DOC, IN_DOC, ...ASK_EN, CHAPTER_EN, PHRASING, OWN_DOC_ZH, ...ASK_ZH])
    text = text.replace(pattern, " ");
  const asked = text
    // "in the textbook section I added, how is entropy defined": the comma the frame leaves opens nothing.
    .replace(/^[\s,，、:：;；.。—–-]+/u, "")
    // "how is a p-value defined": with the frame cut, the question's verb says how it is asked, not what.
    .replace(HOW_IS_X_ASKED, "$1")
    // "对睡眠和记忆怎么说": the preposition before the subject asked about is no part of it.
    .replace(/^\s*对(?:于)?(?=\S)/u, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s,，、:：;；.。—–-]+|[\s,，、:：;；—–-]+$/gu, "")
    .trim();
  // "what does my PDF say about X" → "what does X": with its verb cut, the question's auxiliary asks nothing.
  return asked === question.replace(/\s+/g, " ").trim()
    ? asked
    : asked.replace(/^(?:(?:what|where|when|how)\s+)?(?:does|do|did)\s+(?:(?:i|we|they|you|it)\s+)?(?=\S)/iu, "");
}
