import { classifyTopic } from "../topic-kind";
import { EN_CUES, EN_FAMILY, ZH_CUES } from "./purpose-cues";
import { EN_KINDS, barePurposeKind } from "./purpose-words";
import { fact, type PurposeFact, type PurposeKind } from "./types";

/**
 * Why a learner wants a subject, and whether their words only ask for a course
 * from attached material. "Kubernetes for my job" names Kubernetes and a
 * purpose (work); "Build a course from this document" / "根据这份文档给我做一门课"
 * names no subject at all: the document does.
 */

/** "for my job", "for my data engineering job", "before my trip", "for my thesis I…": a purpose noun after a preposition. */
const EN_PURPOSE =
  /\b(?:for|at|before|ahead of|during)\s+(?:my|our|the|a|an)?\s*(?:new\s+|current\s+|upcoming\s+|own\s+|next\s+|first\s+|big\s+)?(?:[a-z']+\s+){0,2}?(?!(?:for|at|my|our|the|a|an|to|in|of|on)\b)(day job|side project|[a-z]+)\b(?=\s*(?:$|[,.;!?]|\s+(?:in|on|at|next|this|and|but|so|where|because|by|before|within|to|which|that|as|i|i'm|im|we|you|my|lol|asap|please|starting|beginning|coming|next|set|about|called|named|really|tbh|honestly|mostly|though|starts|begins|ends|properly|is|are|tomorrow|today|tonight|soon)\b))|\b(?:because|since)\s+(?:of\s+)?my\s+(job|work|boss|company|team|thesis|class)\b|\bmy\s+(jobs?|work|boss|company|team)\s+(?:needs?|requires?|wants?|uses?)\b|\bto\s+(pass)\s+(?:the|my|an?|this|that)\b|\bmy\s+(thesis|dissertation|research|degree|phd|class|course|bootcamp)\s+(?:needs|requires|uses)\b/i;

/** Purposes said without a "for" phrase: a career move, an exam ahead, a trip, a child's homework. */
const EN_SAID: readonly [RegExp, PurposeKind][] = [
  [
    /\b(?:switch|chang)(?:e|es|ed|ing)?\s+(?:careers?|fields?|jobs?|industries|paths?)\b|\bcareer\s+(?:change|switch|move|pivot)\b|\b(?:transition|pivot|mov|break)(?:s|es|ed|ing|e)?\s+(?:my career\s+)?(?:from\s+(?:\w+\s+){1,3}?)?into\b|\b(?:i'?m|i am|im)\s+an?\s+[a-z]+(?:\s+[a-z]+)?\b.*?\b(?:switch|transition|pivot|move|chang)\w*\s+(?:to|into)\b|\b(?:get|land|find)\s+(?:a|my first)\s+job\b|\bjob\s+(?:hunt|hunting|search|interviews?)\b|\b(?:my|our)\s+(?:team|company|office|job|work|employer|department|boss|org)\s+(?:is|are|'s)?\s*(?:moving|switching|migrating|changing)\s+(?:over\s+)?to\b|\b(?:my\s+)?(?:boss|manager|supervisor|team lead)\s+(?:wants?|needs?|asks?|asked|tells?|told|expects?|suggested|recommended|says?|said|makes?|is making)\b|\bi\s+(?:farm|ranch)\s+(?!to\b)[a-z][\w-]*|\b(?:on|for)\s+(?:my|our)\s+(?:[a-z]+\s+)?(?:farm|ranch|orchard|smallholding|herd|flock|land)\b|\bi\s+work\s+(?:in|at|on|as)\b|\bin\s+(?:my|our)\s+(?:work|job|company|workplace|office)\b|\b(?:i'?m|im|i am)\s+(?:becoming|going to be|training to be|starting (?:work |a job )?as)\s+an?\s+[a-z][\w-]*/i,
    "work",
  ],
  // "so i stop calling the doctor for every strip on nights", "at my shop": a shift worked, a shop run.
  [
    /\bon\s+(?:nights|night shifts?|the wards?|shift)\b|\b(?:at|in)\s+(?:my|our)\s+(?:shop|store|stall|bakery|cafe|restaurant|salon|pharmacy|clinic|ward)\b/i,
    "work",
  ],
  [
    /\b(?:have|got|there'?s)\s+(?:an?|my|the)\s+(?:\w+\s+){0,2}?(?:exam|test|midterm|final|interview|quiz)s?\b|\b(?:exam|test|midterm|quiz)s?\s+(?:on|in|about)\b|\bpass(?:ing)?\s+(?:my|the|an?|this|that|our)\s+(?:[\w-]+\s+){0,3}?(?:exam|test|midterm|final|finals|class|course|module|certification|interview)s?\b|\b(?:exam|test|midterm|final|quiz)s?\s+(?:(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmr|today|tonight|next\s+(?:week|month)|this\s+(?:week|month)|in\s+\d+\s+(?:days?|weeks?))\b/i,
    "exam",
  ],
  // "Captain's exam is in March", "the test's on Friday": an exam with a date ahead.
  [
    /\b(?:exam|test|midterm|final|boards?)(?:'s|s)?\s+(?:is|are|'s)\s+(?:in|on|next|this|tomorrow|coming)\b|\b(?:exam|test)'s\s+(?:in|on)\b/i,
    "exam",
  ],
  // "so i can stop asking the data team for every report" (a segment may start at "i can"): what it changes at work is why.
  [
    /(?:\bso (?:that )?|^)(?:i|we) (?:can(?!'|’|not)|could(?!n)|don'?t have to|won'?t have to|stop|no longer)\b[^.;]{0,60}?\b(?:team|boss|manager|colleagues?|co-?workers?|clients?|customers?|reports?|office|work|job|shift)\b/i,
    "work",
  ],
  // "automating contract drafting", "办公自动化": automating one's paperwork is for work.
  [
    /\bautomat(?:e|ing|ion)\b[^.;]{0,40}?\b(?:contracts?|drafting|documents?|reports?|paperwork|invoices?|spreadsheets?|emails?|workflows?|filings?|forms)\b/i,
    "work",
  ],
  [
    /\b(?:trip|travell?ing|vacation|holiday)\s+to\b|\b(?:moving|relocating|emigrating)\s+(?:abroad\b|to\s+(?!(?:it|this|that|them)\b))|\b(?:i'?m|im|i am|we'?re|we are)\s+(?:going|moving|travell?ing|flying|heading|relocating)\s+(?:abroad\b|to\s+(?!(?:learn|study|be|need|have|start|try|take|get|do|make|use|pass)\b)(?=\w))/i,
    "travel",
  ],
  [
    /\b(?:my|our)\s+(?:son|daughter|kids?|child|children|little one|nephew|niece|grandson|granddaughter|toddler)(?:'s|s')|\b(?:my|our)\s+(?:\d{1,2}\s*(?:yo|y\/o|[- ]?years?[- ]?old)|son|daughter|kids?|kiddo|child|little one)\s+(?:is|has|does|goes|just|started|starts|needs|struggles|asked|brings|gets)\b|\b(?:help|teach|tutor)(?:ing)?\s+(?:my|our)\s+(?:son|daughter|kids?|child|children)\b|\bmy\s+(?:son|daughter|kids?|child|children)\s+(?:needs|has|is struggling|struggles|wants|asked)\b/i,
    "family",
  ],
  [/\b(?:just|purely|mostly|simply|only)?\s*(?:out of\s+)?(?:curious|curiosity)\b/i, "hobby"],
  // "not for anything, just interested", "just for fun really": for its own sake.
  [/\b(?:just|purely|simply|only)\s+(?:interested|(?:out of|for)\s+(?:interest|fun))\b/i, "hobby"],
  // "I sing alto in a community choir", "joined a choir": a group one sings or plays in for its own sake.
  [
    /\b(?:join(?:ed|ing|s)?|sing(?:s|ing)?|play(?:s|ing)?)\s+(?:[a-z]+\s+){0,2}?(?:(?:in|with)\s+)?(?:a|my|our|the)\s+(?:[a-z]+\s+)?(?:choir|band|orchestra|ensemble|chorus)\b/i,
    "hobby",
  ],
  // "I'm a pharmacy student", "as a nursing student": studies the subject serves.
  [/\b(?:i'?m|im|i am|as)\s+an?\s+(?:[a-z]+\s+){0,2}?(?:student|undergrad(?:uate)?|postgrad|trainee)\b/i, "study"],
  // "to talk with my deaf nephew", "so I can speak to my in-laws": the people they learn it for.
  [
    new RegExp(
      String.raw`\b(?:talk|speak|chat|communicate|sign|keep up|play)\s+(?:with|to)\s+(?:my|our)\s+(?:[a-z-]+\s+)?${EN_FAMILY}\b`,
      "i",
    ),
    "family",
  ],
  // "so we can order food on our trip", "band 7 for my visa", "new role as privacy officer", "a tournament in the spring".
  [
    /\b(?:on|for|during|before)\s+(?:my|our|the|a|this)\s+(?:[a-z]+\s+)?(?:trip|vacation|holiday|travels?|honeymoon)\b|(?:^|[,;]\s*)(?:going|moving|travell?ing|flying|heading|relocating)\s+to\s+[A-Z][\w-]*/iu,
    "travel",
  ],
  [/\b(?:resit|retake)s?\b|\b(?:band|score|grade)\s+(?:of\s+)?\d|\b(?:tournament|competition|contest|olympiad)s?\b/i, "exam"],
  [
    /\bnew\s+(?:role|job|position)\b|\brole\s+as\b|\b(?:i\s+)?run\s+(?:a|my|our)\s+(?:[a-z]+\s+){0,2}?(?:business|shop|store|bakery|cafe|restaurant|company|salon|studio|farm|practice)\b/i,
    "work",
  ],
  // "for my thesis analysis", "for my PhD project": the study it serves, however the work in it is named.
  [
    /\bfor\s+(?:my|our)\s+(?:thesis|dissertation|phd|doctoral|masters?|coursework)(?:\s+(?!(?:and|but|so|i|in|on|at|by|to|which|that)\b)[a-z]+)?\b/i,
    "study",
  ],
  // "Pass the AWS Solutions Architect Associate", "passing CKA": a named thing to pass is an exam.
  [/^\s*(?:i\s+(?:want|need|have)\s+to\s+)?[Pp]ass(?:ing)?\s+(?:the\s+|my\s+)?[A-Z][\w+-]*/, "exam"],
  // "something to enjoy in retirement", "now that I'm retired": for its own sake.
  [
    /\b(?:in|for|during)\s+(?:my\s+)?retirement\b|\bnow that (?:i'?m|i am) retired\b|\b(?:i'?m|i am|i just|i|just|newly|recently)\s+retired\b|\bto enjoy\b|\bfor (?:the )?(?:joy|love) of it\b/i,
    "hobby",
  ],
  // "NCLEX in March", "下个月考 TOEIC": a named exam, written as its name, is an exam anywhere in the goal.
  [
    /\b(?:NCLEX|USMLE|MCAT|LSAT|GMAT|GRE|SAT|IELTS|TOEFL|TOEIC|CPA|CFA|ACCA|PMP|JLPT|HSK|TOPIK|DELF|DELE|CCNA|CKAD?|USACO|NOIP|CDL|GCSEs?|DSE|NVQ|ICPC)\b/,
    "exam",
  ],
  // "I have exam IELTS", "have exam next week": an exam said without an article, as non-native writers often do.
  [/\b(?:have|got)\s+(?:an?\s+)?exams?\b|\bexams?\s+(?:of\s+)?[A-Z]{2,}\b/, "exam"],
  // "just a hobby", "as a hobby", "to relax": for its own sake.
  [/\b(?:just|as|purely|only)\s+(?:a\s+)?hobby\b|\bmy\s+(?:new\s+)?hobby\b|\bto\s+(?:relax|unwind|de-?stress|chill)\b/i, "hobby"],
  [/\b(?:build|make|create|launch|ship|start)\s+(?:my|our)\s+own\s+[a-z][\w-]*/i, "project"],
];

const ZH_KIDS = "(?:孩子|小孩|女儿|儿子|娃|宝宝|宝贝|家人|爸妈|父母|外孙女|外孙子|外孙|孙子|孙女|孙辈|侄子|侄女|外甥)";
const ZH_PURPOSE: readonly [RegExp, PurposeKind][] = [
  [
    /为了(?:工作|上班|升职|加薪|跳槽|换工作|求职|找工作|业务)|(?:工作|上班)(?:上|中|里)?(?:需要|要用到?|用得到|得用到?|会用到|用(?![了过心]))|(?:用于|用在|用到)工作|(?:公司|单位|团队|部门|老板|领导)[\u3400-\u9fff]{0,4}?(?:需要|要用|要求|得用|会用到|要上|在用|要迁|要转|准备上)|工作(?:上|中|里)(?=\p{Script=Han})|(?:老板|领导|上司|公司|经理)(?:让|叫|要)我|职场|(?:给|向|跟|为|同|和)[\u3400-\u9fff]{0,3}?(?:客户|甲方|领导|老板)|(?:自家|我家|家里)的?(?:果园|农场|鱼塘|牧场|茶园|店|铺子|工厂)|(?:在|去)[\u3400-\u9fff]{1,8}?(?:打工|兼职)|打工(?:要用|需要|用得到)|开(?:了)?(?:一)?(?:家|间|个)[\u3400-\u9fff]{0,6}?(?:店|铺|公司|工作室|餐厅|诊所|网店)|(?:我的|自己的|我家的)(?:小)?(?:店|网店|小店|铺子)|汇报|述职|(?:提高|提升|改善)(?:我的?)?工作(?:效率|能力|表现|质量)|生产(?:代码|环境)|工作效率|转行|转岗|换行|跳槽|求职|(?:做|搞)?(?:文书|办公|报表|合同|文档|流程|表格)[\u3400-\u9fff]{0,4}?自动化|(?:转|做|当|搞)\s*[A-Za-z0-9+#]*\s*(?:做|当|搞)?(?:后端|前端|全栈|运维|测试开发|算法工程师|数据分析师|产品经理|工程师|程序员)|找到?(?:份|个|一份)?(?:工作|实习)|换工作|就业/u,
    "work",
  ],
  [
    /为了(?:写|完成)?(?:论文|毕业|课程|上课|学业|科研|研究|作业)|(?:导师|老师|教授)(?:让|叫|要)我|读研|读博|读硕士|读博士|念研究生|(?:博士|硕士|研究生|博士生|硕士生)(?:在读|在念)|(?:去|到)[\u3400-\u9fff]{1,4}?(?:读书|念书|读大学|上大学|交换|做交换生)|(?:毕业)?(?:论文|毕设|毕业设计|科研|课题|实验|作业)(?:里|中|上)?(?:需要|要用|得用|会用到|用得到)|(?:用来|用于|拿来)(?:做|写|完成)?(?:毕业设计|毕设|论文|课题|作业|科研)|必修|选修|(?:要|得)修(?:这门|这个)?(?:课)?(?=$|[，。,\s])|修(?:这门|这个)课/u,
    "study",
  ],
  [
    /为了(?:考试|考证|面试|考研|考公|高考|中考)|高考|中考|会考|学考|小升初|(?:准备|备战|复习)[^，。,]{0,12}?考试|(?:下个?(?:月|周|星期|学期)|明年|今年|年底|月底|[\d一二两三四五六七八九十几]+\s*(?:个)?(?:月|周|天|星期)(?:后|以后|之后)?)(?:就|要|就要|得|有)?(?:个)?(?:期末|期中|结业|资格|入学)?考试|面试|笔试|考证|备考|考(?!虑|察|验|试)(?:个|一个)?[\u3400-\u9fff]{1,6}?(?:证书|资格证|证|认证)|考(?=\s*[A-Z]{2,})|考(?:个|一个)?(?=雅思|托福|四级|六级|专四|专八|驾照|教资|注会|一建|二建|日语|韩语)|考研|考公|考编|比赛|竞赛|奥赛|联赛|(?:准备|备战|备考)\s*[A-Z]{2,}|期末(?:考试?)?|期中(?:考试?)?|(?:要|得|准备|就要|马上|快|(?:[\d一二三四五六七八九十]{1,3}(?:月|号|日)|明年|今年)(?:份|底|初)?)考(?!虑|察|验|试|研|公|编)|目标\s*(?:是)?\s*(?:N[1-5](?![0-9])|HSK|TOPIK|CET|[四六]级|\d+\s*分)|考到\s*\d+|多益|学测|指考|统测|通过[^，。]{0,10}?(?:考试|认证|[A-Z][A-Za-z0-9]*)|考过/u,
    "exam",
  ],
  [
    /为了(?:旅游|旅行|出国|留学|移民)|(?:(?:去|到)[\u3400-\u9fff]{1,4}?)?(?:旅游|旅行|出国|留学|度假|自由行)(?:前|之前|时|的时候|用|时用)?(?=$|[，,。\s]|想|要|打算|准备|学|用|工作|生活|读书|读研|定居)|(?:想|要|打算|准备)(?:去|到)[\u3400-\u9fff]{2,4}?(?:看|玩|逛|旅)|(?:去|到)[\u3400-\u9fff]{2,4}?(?:玩|度假|自由行|旅游|旅行)/u,
    "travel",
  ],
  [
    /为了(?:兴趣|好玩|爱好)|(?:兴趣|爱好)(?:使然|而已)|纯(?:属|粹)?(?:是)?(?:业余|个人)?(?:兴趣|爱好|好玩|好奇)|出于好奇|(?:就是|只是|纯粹|单纯)(?:有点)?好奇|业余(?!时间)|退休(?:了|后|以后|之后|在家)|(?:放松|解压|减压|消遣)(?:一下|下)?(?=$|[，。,！!\s])|打发(?:一下)?时间/u,
    "hobby",
  ],
  [
    new RegExp(
      `为了${ZH_KIDS}|(?:跟|和|同|与)(?:我的?)?${ZH_KIDS}(?:聊天|说话|交流|沟通|讲话|对话)|${ZH_KIDS}(?:上|在读|读|今年|现在)?(?:小学|初中|高中|幼儿园|初[一二三]|高[一二三]|[一二三四五六]年级)|(?:给|帮|陪|教|辅导|带)(?:我的?|我家)?${ZH_KIDS}|${ZH_KIDS}的?[\\u3400-\\u9fff]{0,4}?(?:作业|功课|启蒙|辅导)`,
      "u",
    ),
    "family",
  ],
  [/为了(?:项目|做项目|副业)/u, "project"],
  // "想做一个自己的记账App", "搭个人博客": something of their own to build.
  [
    /(?:做|开发|写|搭|建)(?:一个|个|一款|款|一套)?(?:自己的|属于自己的|我自己的|个人)[\u3400-\u9fffA-Za-z]{0,8}?(?:App|app|APP|应用|网站|小程序|游戏|软件|博客|插件|工具)/u,
    "project",
  ],
];

/**
 * A purpose the learner denies ("not for work, just curious", "不是为了工作，就是好奇"): no reason to
 * learn, and no part of the subject either.
 */
const NEGATED_PURPOSE =
  /\b(?:not|isn'?t|it'?s not|not really|nothing to do with)\s+(?:(?:for|because of|about|related to)\s+)?(?:my\s+|the\s+|a\s+|an\s+|our\s+)?(?:job|work|career|company|boss|school|class|classes|uni|university|college|exams?|tests?|degree|studies)\b(?:\s+or\s+(?:anything|something|whatever)(?:\s+like\s+that)?)?|(?:不是|并不是|并非|不)(?:为了|因为|用于)?(?:工作|上班|考试|考证|上课|学业|升职|找工作|应付考试)(?:需要)?/giu;

export function withoutNegatedPurpose(clause: string): string {
  return clause.replace(NEGATED_PURPOSE, " ").replace(/\s+/g, " ").trim();
}

export function readPurpose(said: string): PurposeFact | null {
  const clause = withoutNegatedPurpose(said);
  if (!clause) return null;
  for (const [pattern, kind] of [...ZH_PURPOSE, ...ZH_CUES]) {
    const match = pattern.exec(clause);
    if (match) return { ...fact(match[0], clause), kind };
  }
  // "my 9 yo is doing fractions at school": a child's school or homework is the family's purpose, not the learner's study.
  const child = EN_SAID.find(([, kind]) => kind === "family")?.[0].exec(clause);
  if (child) return { ...fact(child[0], clause), kind: "family" };
  // "good at public speaking for my job": the first phrase whose noun is a purpose, not merely the first "at".
  for (const match of clause.matchAll(new RegExp(EN_PURPOSE.source, "gi"))) {
    const noun = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? "").toLowerCase();
    const kind = EN_KINDS.find(([pattern]) => pattern.test(noun))?.[1];
    // "for a novel set in Madrid I'm writing": what describes the purpose is the purpose's, never the subject's.
    const described =
      /^\s+(?:set|about|called|named|i'?m|i am|we'?re)\b.*$/i.exec(clause.slice((match.index ?? 0) + match[0].length))?.[0] ?? "";
    // "I teach maths at our parish school": the school a learner teaches at is their work.
    const taught = kind === "study" && /^(?:school|college|uni|university)$/.test(noun) && TEACHES.test(clause);
    if (kind) return { ...fact(match[0] + described, clause), kind: taught ? "work" : kind };
  }
  for (const [pattern, said] of [...EN_SAID, ...EN_CUES]) {
    const found = pattern.exec(clause);
    if (found && !(said === "travel" && movesToTool(clause.slice(found.index)))) return { ...fact(found[0], clause), kind: said };
  }
  // "promotion", "升职加薪": a purpose typed on its own.
  const bare = barePurposeKind(clause);
  return bare ? { ...fact(clause, clause), kind: bare } : null;
}

const TEACHES = /\b(?:i|we)\s+(?:teach|lecture|tutor|coach|work)\b|\b(?:teacher|lecturer|professor|principal|tutor)\b/i;

/** "moving to Kotlin" (the phrase from "moving"): what is moved to is a language or tool, not a place to live in. */
function movesToTool(phrase: string): boolean {
  const named = /^.*?\bto\s+([A-Z][\w+#.]*(?:\s+[A-Z][\w+#.]*)?)/.exec(phrase);
  return named !== null && classifyTopic(named[1]!) === "software";
}

/** The clause without its purpose phrase ("公司要用 Salesforce" → "Salesforce"), so the purpose never becomes the subject. */
/** "just curious", "out of curiosity": a reason, said beside the subject, never part of it. */
// "just curious about black holes": what the learner is curious about stays, for the subject.
const CURIOUS = /\b(?:(?:just|purely|mostly|simply|only)\s+)?(?:out of\s+)?(?:curious|curiosity)\b(?!\s+(?:about|in|as to)\b)/giu;

export function withoutPurpose(clause: string, purpose: string | null): string {
  const curious = clause.replace(CURIOUS, " ").replace(/\s+/g, " ").trim();
  if (curious !== clause.trim() && !/[\p{L}\p{N}]/u.test(curious)) return "";
  clause = curious || clause;
  // "年底前考过", "公司要用": a clause that is only the purpose names nothing to learn.
  // "准备多益考试" names the exam it prepares for: that name is the subject, so the clause stays.
  const namesExam = /^(?:准备|备考|备战)(?!考试)[^，。]{1,12}?(?:考试|认证)$/u.test(purpose?.trim() ?? "");
  if (purpose && clause.trim() === purpose.trim() && !namesExam && /^(?:考过|通过|过)$|[\u3400-\u9fff]/u.test(purpose.trim())) return "";
  // "转行做产品经理", "考个教师资格证", "考研英语": the phrase also names what is learnt, so it stays.
  if (
    !purpose ||
    !/[\u3400-\u9fff]/u.test(purpose) ||
    /^(?:转行|转岗|换行|通过|准备|备战|复习|转|做|当|搞)|^(?:要|得|准备|就要|马上|快|备)?考/u.test(purpose) ||
    // "想学怎么把产品卖出去", "想提高店铺销量": what is done for work may be the very thing to learn.
    (ZH_CUES.some(([cue]) => cue.test(purpose)) && !ZH_PURPOSE.some(([said]) => said.test(purpose)))
  )
    return clause;
  return clause.replace(purpose, " ").replace(/\s+/g, " ").trim() || clause;
}

const BARE_EN_PURPOSE =
  /^(?:for|at)\s+(?:(?:my|our|the|a|an)\s+)?(?:(?:new|current|upcoming|own|next|first|big|online|small|little|family|local)\s+)?(?:day job|side project|[a-z]+)$/i;

/** The English clause without its "for a project" / "for my biology thesis" phrase, for reading the subject only. */
export function withoutEnglishPurpose(clause: string, purpose: string | null): string {
  // "for a system design interview": words that qualify the purpose name what is learnt, so the phrase stays.
  // "for a game I'm building": what describes a bare purpose goes with it.
  if (!purpose || !BARE_EN_PURPOSE.test(purpose.replace(/\s+(?:set|about|called|named|i'?m|i am|we'?re)\b.*$/i, ""))) return clause;
  return clause.replace(purpose, " ").replace(/\s+/g, " ").trim() || clause;
}
