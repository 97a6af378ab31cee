import { keyTerms } from "@/lib/ai/offline/text/key-terms";
import { findRequestSubject } from "@/lib/ai/offline/text/find-request";
import { namesNothing } from "@/lib/ai/offline/text/names-nothing";

/**
 * A question about a subject typed with nothing selected ("why does the learning rate have to be
 * small?", "随机森林和梯度提升有什么区别"): the terms to look up in the course and sources, so the
 * answer is quoted from them. Follow-ups that name nothing ("and the second one?", "再说详细点") and
 * questions about the tutor itself name no subject: no terms, never a search for "second one". A bare noun
 * phrase that names a subject to find ("the part of the document about indexes") is asked like a question.
 */
const ASKS_EN =
  /\b(?:what|why|how|explain|describe|define|compare|contrast|difference|differ|mean|means|meaning|tell me about|teach me|walk me through|eli5|find where|mentions?|talks? about|says? about|covers?)\b|\?\s*$/i;
const ASKS_ZH =
  /什么|为什么|为啥|怎么|如何|哪里|哪儿|(?:提|讲|说|写)到|解释|讲讲|讲一下|介绍|区别|不同|不一样|比较|对比|意思|定义|原理|[？?]\s*$/u;
/** The words of the request, never its subject: "explain", "pls", "difference between", "有什么区别". */
const REQUEST_WORDS =
  /\b(?:pls|please|plz|compare|contrast|differences?|diff|between|what'?s|explain|describe|define|mean|means|meaning|thanks?|thank you|why|how|what|does|do|is|are|have to|has to|can you|could you|tell me about|find where|mentions?|talks? about|says? about|covers?|(?:any of )?(?:my|our|the) (?:sources?|pdfs?|slides?|uploads?|materials?|documents?|files?|readings?))\b|谢谢|区别|不同|不一样|有什么|什么是|是什么|什么意思|讲讲|讲一下|给我|能不能|为什么|为啥|解释一下|解释|介绍一下|哪里|哪儿|(?:提|讲|说|写)(?:到|了)+|(?:我的)?(?:资料|材料|文档|讲义|笔记)(?:里|中)/giu;

export function questionTerms(text: string): string[] {
  // "文档中关于索引的内容", "anything on B-tree splits": no verb, yet a subject to find and quote.
  const found = findRequestSubject(text);
  if (found) return keyTerms(found, 4);
  if (!(ASKS_EN.test(text) || ASKS_ZH.test(text)) || namesNothing(text)) return [];
  return keyTerms(text.replace(REQUEST_WORDS, " "), 4);
}
