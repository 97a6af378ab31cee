import { fact, type PurposeFact, type PurposeKind } from "./types";

/**
 * Why a learner wants a subject, and whether their words only ask for a course
 * from attached material. "Kubernetes for my job" names Kubernetes and a
 * purpose (work); "Build a course from this document" / "根据这份文档给我做一门课"
 * names no subject at all: the document does.
 */

const EN_KINDS: readonly [RegExp, PurposeKind][] = [
  [/^(?:job|work|career|company|team|boss|business|startup|clients?|office|workplace|employer|role|promotion|day job)$/i, "work"],
  [
    /^(?:thesis|dissertation|research|studies|degree|class|classes|course|courses|school|university|college|homework|phd|masters?)$/i,
    "study",
  ],
  [/^(?:exam|exams|test|tests|interview|interviews|certification|pass)$/i, "exam"],
  [/^(?:trip|travels?|travel|vacation|holiday|move|relocation)$/i, "travel"],
  [/^(?:fun|hobby|myself|pleasure|curiosity)$/i, "hobby"],
  [/^(?:kids?|children|daughter|son|family|parents?)$/i, "family"],
  [/^(?:project|side project|app|website)$/i, "project"],
];

const EN_PURPOSE =
  /\b(?:for|at)\s+(?:my|our|the|a|an)?\s*(?:new\s+|current\s+|upcoming\s+|own\s+)?(?:[a-z]+\s+)?(day job|side project|[a-z]+)\b(?=\s*(?:$|[,.;!?]|\s+(?:in|at|next|this|and|but|so|where|because|by|before|within|to|which|that|as|where|so)\b))|\b(?:because|since)\s+(?:of\s+)?my\s+(job|work|boss|company|team|thesis|class)\b|\bmy\s+(job|work|boss|company|team)\s+(?:needs|requires|wants|uses)\b|\bto\s+(pass)\s+(?:the|my|an?|this|that)\b/i;

const ZH_PURPOSE: readonly [RegExp, PurposeKind][] = [
  [
    /为了(?:工作|上班|升职|加薪|跳槽|换工作|求职|找工作|业务)|工作(?:上|中)?(?:需要|要用|用得到|得用|会用到)|(?:用于|用在|用到)工作|(?:公司|单位|团队|部门|老板|领导)[\u3400-\u9fff]{0,4}?(?:需要|要用|要求|得用|会用到)|职场/u,
    "work",
  ],
  [/为了(?:写|完成)?(?:论文|毕业|课程|上课|学业|科研|研究|作业)|(?:论文|毕设|毕业设计|科研)(?:需要|要用)/u, "study"],
  [
    /为了(?:考试|考证|面试|考研|考公)|(?:下个?(?:月|周|星期|学期)|明年|今年|年底|月底|[\d一二两三四五六七八九十几]+\s*(?:个)?(?:月|周|天|星期)(?:后|以后|之后)?)(?:就|要|就要|得|有)?(?:个)?(?:期末|期中|结业|资格|入学)?考试/u,
    "exam",
  ],
  [/为了(?:旅游|旅行|出国|留学|移民)|(?:旅游|旅行|出国)(?:用|时用)/u, "travel"],
  [/为了(?:兴趣|好玩|爱好)|(?:兴趣|爱好)(?:使然|而已)|纯(?:属|粹)?(?:是)?(?:兴趣|爱好|好玩)/u, "hobby"],
  [/为了(?:孩子|家人|小孩|女儿|儿子)/u, "family"],
  [/为了(?:项目|做项目|副业)/u, "project"],
];

export function readPurpose(clause: string): PurposeFact | null {
  for (const [pattern, kind] of ZH_PURPOSE) {
    const match = pattern.exec(clause);
    if (match) return { ...fact(match[0], clause), kind };
  }
  const match = EN_PURPOSE.exec(clause);
  const noun = (match?.[1] ?? match?.[2] ?? match?.[3] ?? match?.[4] ?? "").toLowerCase();
  const kind = EN_KINDS.find(([pattern]) => pattern.test(noun))?.[1];
  return match && kind ? { ...fact(match[0], clause), kind } : null;
}

/** The clause without its purpose phrase ("公司要用 Salesforce" → "Salesforce"), so the purpose never becomes the subject. */
export function withoutPurpose(clause: string, purpose: string | null): string {
  if (!purpose || !/[\u3400-\u9fff]/u.test(purpose)) return clause;
  return clause.replace(purpose, " ").replace(/\s+/g, " ").trim() || clause;
}

/** The English clause without its "for a project" / "for my biology thesis" phrase, for reading the subject only. */
export function withoutEnglishPurpose(clause: string, purpose: string | null): string {
  if (!purpose || !/^(?:for|at)\s/i.test(purpose)) return clause;
  return clause.replace(purpose, " ").replace(/\s+/g, " ").trim() || clause;
}

/** Words that are a purpose on their own: as an outcome they name nothing to build ("job", "工作"). */
export function isBarePurpose(text: string): boolean {
  const bare = text
    .trim()
    .replace(/^(?:it|this|that|them)\s+/i, "")
    .replace(/^(?:for|at)\s+/i, "")
    .replace(/^(?:my|our|the|a|an)\s+/i, "")
    .replace(/^(?:new|current)\s+/i, "")
    .replace(/[.。!！]+$/u, "")
    .trim();
  return EN_KINDS.some(([pattern]) => pattern.test(bare)) || /^(?:工作|上班|兴趣|爱好|考试|学习|论文|旅游|旅行)$/u.test(bare);
}

const EN_MATERIAL =
  /\b(?:from|out of|based on|using|with|on|about|turn|uploaded|attached|sent|shared|added)\s+(?:this|these|the|my|that|a|an|the attached|my attached|the uploaded|my uploaded|attached|uploaded)\s+(?:(?:attached|uploaded|pdf|word|lecture|course|class|textbook|study|own)\s+)?(?:documents?|docs?|files?|pdfs?|textbooks?|text ?books?|chapters?|notes|slides|papers?|articles?|books?|materials?|handouts?|readings?|manuals?|guides?|lecture notes|attachments?|uploads?)\b|\b(?:this|the attached|the uploaded)\s+(?:document|file|pdf|textbook|material)\b/i;
const ZH_MATERIAL =
  /(?:根据|按照|基于|依据|用|按|照着|结合|参考|从)\s*(?:这|那|我)?(?:份|个|本|篇|些|的)?(?:上传的|附上的|附件的|发的)?(?:文档|文件|资料|材料|教材|讲义|课本|笔记|PDF|pdf|课件|论文|文章|书|附件|章节)|(?:这|那)(?:份|个|本|篇|些)(?:文档|文件|资料|材料|教材|讲义|课本|笔记|PDF|pdf|课件|论文|文章|书|附件)/u;
/** What is left of "Build a course from this document" once the request is gone: nothing that names a subject. */
const REQUEST_WORDS =
  /\b(?:please|pls|can|could|would|will|you|help|me|i|want|need|would like|'d like|to|build|make|create|design|generate|turn|give|write|put together|set up|a|an|the|my|this|these|that|course|class|curriculum|lesson|lessons|study plan|plan|syllabus|tutorial|from|out|of|based|on|using|with|about|into|it|for|learn|teach|study|go through|attached|uploaded|document|documents|doc|docs|file|files|pdf|pdfs|textbook|textbooks|chapter|chapters|notes|slides|paper|papers|article|articles|book|books|material|materials|handout|handouts|reading|readings|manual|guide|scratch|lecture|attachment|upload|uploaded|attached|sent|shared|added|beginner|beginners|quick|short|simple|please|them)\b|[\s,.!?:;'"]+/gi;
const ZH_REQUEST_WORDS =
  /请|帮我|帮忙|给我|为我|替我|我想|我要|想|要|把|做成|变成|转成|我|根据|按照|基于|依据|用|按|照着|结合|参考|从|这份|那份|这个|这本|这篇|这些|我的|上传的|附上的|附件的|发的|文档|文件|资料|材料|教材|讲义|课本|笔记|PDF|pdf|课件|论文|文章|书|附件|章节|做|生成|设计|制作|整理|出|建|一门|一个|一套|个|门|课程|课|学习计划|计划|教程|学习|学|来|吧|呢|一下|的|[\s，。！？、：；]+/gu;

/** True when the words point at attached material ("this document", "这份文档"). */
export function mentionsMaterial(text: string): boolean {
  return EN_MATERIAL.test(text) || ZH_MATERIAL.test(text);
}

/** The words without their pointer at the material ("… from this document"), so the rest can name a subject. */
export function withoutMaterialPhrase(text: string): string {
  return text
    .replace(new RegExp(EN_MATERIAL.source, "gi"), " ")
    .replace(new RegExp(ZH_MATERIAL.source, "gu"), " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** True when the words ask for a course from attached material and name no subject of their own. */
export function asksForMaterialCourse(text: string): boolean {
  return mentionsMaterial(text) && onlyRequestWords(text);
}

/** Nothing but the words of a request ("make a course from it"): in a goal that points at material, no subject. */
export function onlyRequestWords(text: string): boolean {
  return text.replace(ZH_REQUEST_WORDS, " ").replace(REQUEST_WORDS, " ").trim().length === 0;
}
