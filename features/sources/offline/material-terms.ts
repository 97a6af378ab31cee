import { cannotOffline } from "@/lib/ai/offline/text/cannot-offline";
import { findRequestSubject } from "@/lib/ai/offline/text/find-request";
import { namesNothing } from "@/lib/ai/offline/text/names-nothing";
import { normalisePhrasing } from "@/lib/ai/offline/text/phrasing";
import { isQuizRequest } from "@/lib/ai/offline/text/quiz-request";
import { inOwnScript, toSimplified } from "@/lib/ai/offline/text/simplified";
import { queryUnits } from "../lib/query-units";
import { askedOf, ASKED_HOW, GOT_SAYS } from "./material-frame";

/**
 * When the offline tutor searches the learner's material, and with what: the
 * question as asked (the search itself leaves out stop words and lone
 * characters and judges relevance: features/sources/lib/query-units.ts), so
 * the answerer picks its sentence by the same units the search matched.
 */
const QUERY_CHARS = 300;

/** The search to run for a question: what it asks without its material frame (./material-frame.ts), whitespace folded, bounded. */
export function searchQueryFor(question: string): string {
  // "講義上怎麼說明歐姆定律的": read in simplified, searched in the learner's own characters (the material's, likely).
  const own = question.normalize("NFKC").replace(/\s+/g, " ").trim();
  return inOwnScript(simplifiedQueryFor(toSimplified(own)), own);
}

function simplifiedQueryFor(question: string): string {
  const folded = normalisePhrasing(question).replace(/\s+/g, " ").trim();
  // "文档中关于索引的内容": the subject it names is the query, without "内容" or "the part of".
  const found = findRequestSubject(folded);
  if (found) return found.slice(0, QUERY_CHARS);
  return (askedOf(folded) || folded).slice(0, QUERY_CHARS);
}

/** Words that ask for all of it ("summarize the document I uploaded", "课件里的第三章讲了什么"), not about something in it. */
const WHOLE = new Set([
  "summarize",
  "summarise",
  "summary",
  "overview",
  "gist",
  "tldr",
  "tl",
  "dr",
  "总结",
  "概括",
  "归纳",
  "大意",
  "要点",
  "内容",
  "主要",
]);

/** Words that name the material or its adding ("the whole document I uploaded", "我上传的"): beside a word in WHOLE, they ask about nothing in it. */
const MATERIAL_WORDS =
  /^(?:whole|entire|all|document|documents|doc|docs|pdf|pdfs|file|files|material|materials|upload|uploaded|uploads|added|attached|handouts?|notes?|slides?|leaflets?|textbooks?|lecture|readings?|handbooks?|(?:整份|整个|整篇|整本|全部|这份|这篇|这本)?(?:上传|导入|文档|文件|资料|材料|讲义|课件|笔记|课本|教材|幻灯片|ppt|pdf)|全部|整个|整篇|整份|整本)$/iu;

/** A request for the whole material or a part of it by place, which no search for its words answers. */
function asksForTheWhole(text: string): boolean {
  const asked = askedOf(text);
  const units = queryUnits(asked).filter((unit) => unit.strong);
  if (asked === text.replace(/\s+/g, " ").trim())
    return units.some((unit) => WHOLE.has(unit.text)) && units.every((unit) => WHOLE.has(unit.text) || MATERIAL_WORDS.test(unit.text));
  return units.every((unit) => WHOLE.has(unit.text) || MATERIAL_WORDS.test(unit.text));
}

const QUESTION = new RegExp(
  String.raw`[?？]|(?:^|[,;:.—–]\s*)(what|why|how|when|where|who|which|whose|explain|define|describe|tell me|summari[sz]e|is|are|does|do|did|can|could|should|according)\b|什么|为什么|怎么|如何|哪|吗|呢|是否|有没|解释|介绍|说明|讲讲|总结|根据|啥|干嘛|干什么|咋|怎样|是不是|有没有|区别|意思|(?<verb>\p{Script=Han})[没不]\k<verb>|\beli5\b|\b(?:how|where)\s+(?:is|are|was|were)\s+\S[^?？]*\s+(?:${ASKED_HOW})\b|${GOT_SAYS}|^\s*(?:(?:can|could) you\s+)?(?:please\s+)?(?:check|look (?:in|through)|search|scan|go through)\s+(?:my|our|the|this)\b|^\s*(?:(?:can|could) you\s+)?(?:please\s+)?(?:find|quote|locate|show me|point me to)\s+(?:where|the|a|any|me)\b|^\s*(?:(?:can|could) (?:you|u) )?give (?:me )?(?:an? |some )?examples?\b`,
  "iu",
);
/**
 * A line of the learner's file named by number ("is line 3 right?", "第3行对吗") is about that file, and
 * asking the tutor to quiz, or to change a file (add an example to a note, note a fact, fix a line),
 * is not a question for the material: the host tutor does that (and may search on its own behalf). So is a
 * request about the selection ("summarise the selection", "总结选中的几行"): the host says when nothing is selected.
 */
const NOT_FOR_MATERIAL =
  /\blines?\s+(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten)\b)|\b(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|last)\s+line\b|第\s*[\d一二两三四五六七八九十]+\s*(?:(?:到|至|-|~)\s*(?:第\s*)?[\d一二两三四五六七八九十]+\s*)?行|\bquiz\b|test me|\bquestions? (?:on|about|for|from)\b|\bmake (?:me )?(?:some |a few )?questions\b|测验|考考我|出题|出几道|加到|添加|写进|写到|记到|记下|记在|补充到|改成|替换成|\b(?:the selection|selected (?:lines?|text|bits?|parts?|words?)|highlighted (?:lines?|text)|what i(?:'ve| have)? (?:selected|highlighted))\b|选中的|所选的?|选取的/iu;
/** An imperative to change something ("please add…", "can you fix line 3?"), or a file named as the place to write. */
const EDIT_REQUEST =
  /^(?:(?:ok(?:ay)?|so|now|and|then|also)[,\s]+)?(?:(?:can|could|would|will) you |please |pls )?(?:add|append|insert|put|write|note|record|fix|correct|change|replace|rewrite|make|summari[sz]e (?:this|these|it) (?:in|into|to))\b|\bground-truth\b|\bnotes\/\S+\.md\b|(?:往|给|到|进|入)\s*(?:我的)?笔记/iu;
/** "…to my notes", "in the file": where to write — unless the sentence opens as a question ("where in my notes do I…?"). */
const WRITE_TARGET = /\b(?:to|in|into) (?:my|the|this|a) (?:notes?|file)\b|在\s*(?:我的)?笔记/iu;
// "got mention ABG in my notes or not" (Singaporean English): asks whether the notes say it, as "does" would.
const OPENS_QUESTION = new RegExp(
  String.raw`^\s*(?:(?:what|where|which|why|how|when|who|does|do|did|is|are|was|were)\b|${GOT_SAYS})`,
  "iu",
);

const CLOSES_QUESTION = /(?:^|[\s,.;:?？!])(?:where|which|what|how|why)\s*[?？.!]*\s*$/iu;

export function isMaterialQuestion(said: string): boolean {
  const text = normalisePhrasing(toSimplified(said.normalize("NFKC")));
  // A quiz, or work no offline model can do ("could you look it up online?"), is the host's to answer or refuse.
  // A follow-up that names nothing ("and the second one?", "再说详细点") is no query: searching its words would cite beside the point.
  if (isQuizRequest(text) || cannotOffline(text) !== null || namesNothing(text)) return false;
  return (
    // "in my slides, where's the part about X": the question word after the material's frame.
    // "文档中关于索引的内容", "anything on B-tree splits": a subject named to find is asked too.
    (QUESTION.test(text) || QUESTION.test(askedOf(text)) || findRequestSubject(text) !== null) &&
    !NOT_FOR_MATERIAL.test(text) &&
    !EDIT_REQUEST.test(text) &&
    // "in my notes, where…", "in my notes 哪里讲了 X": a document opening the sentence is where to look, not where to write.
    // "according to my notes, what is …": where the answer comes from, not where to write.
    // "osmosis in my notes?? where": a question word closing the sentence asks where, it writes nothing.
    !(
      WRITE_TARGET.test(text) &&
      !OPENS_QUESTION.test(text) &&
      !CLOSES_QUESTION.test(text) &&
      !/^\s*(?:in|from|according to|based on)\b/iu.test(text)
    ) &&
    !asksForTheWhole(text)
  );
}
