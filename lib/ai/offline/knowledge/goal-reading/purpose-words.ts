import type { PurposeKind } from "./types";

/**
 * The nouns that name why a learner studies ("for my job", "for my NCLEX"), by the purpose they name
 * (read by ./purpose.ts; ./exam-subject.ts tells an exam's name from a subject by the same words).
 */

/** Exams and certifications learners name by their acronym, a kind of word rather than a list of sentences. */
export const NAMED_EXAM =
  /^(?:nclex|usmle|mcat|lsat|gmat|gre|sat|act|ielts|toefl|toeic|cpa|cfa|acca|pmp|jlpt|hsk|topik|delf|dele|cet|ccna|cka|ckad|boards?|bar|a-?levels?|gcses?|ap|ib|dse|usaco|noip|amc|ioi|icpc|cdl|nvq)$/i;

export const EN_KINDS: readonly [RegExp, PurposeKind][] = [
  [
    /^(?:jobs?|work|career|company|team|boss|business|startup|clients?|office|workplace|employer|role|promotion|day job|career (?:change|switch)|raise|side hustle|production|on-?call|shifts?|ward|clinic|patients|shop|online shop|store|stall|bakery|cafe|café|restaurant|salon|pharmacy|hospital|customers|practice|firm|warehouse)$/i,
    "work",
  ],
  [
    /^(?:thesis|dissertation|research|studies|degree|class|classes|course|courses|school|university|college|homework|phd|masters?|bootcamp|coursework|seminar|lab)$/i,
    "study",
  ],
  [
    /^(?:exam|exams|test|tests|interview|interviews|certification|pass|finals?|midterms?|quiz(?:zes)?|tournaments?|competitions?|contests?|olympiads?|visa)$/i,
    "exam",
  ],
  // A named exam is an exam: "for my NCLEX", "before the GMAT", "for the JLPT".
  [NAMED_EXAM, "exam"],
  [/^(?:trip|travels?|travel|vacation|holiday|move|relocation)$/i, "travel"],
  [/^(?:fun|hobby|myself|pleasure|curiosity|relaxation|relaxing|leisure|enjoyment|interest|choir|band|orchestra)$/i, "hobby"],
  [/^(?:kids?|children|daughter|son|family|parents?|grand(?:kids?|children|babies|sons?|daughters?))$/i, "family"],
  // "for a novel I am writing", "for my game": something of their own the subject serves.
  [/^(?:project|side project|app|website|novel|book|story|stories|screenplay|game|blog|podcast|portfolio|channel)$/i, "project"],
];

/** Purpose words typed on their own in Chinese ("升职加薪", "兴趣爱好"). */
const ZH_BARE: readonly [RegExp, PurposeKind][] = [
  [/^(?:工作|上班|升职|加薪|升职加薪|跳槽|求职|就业|转行|转岗|职场|(?:找|换)(?:份|个|一份)?(?:好)?(?:工作|实习))$/u, "work"],
  [/^(?:考试|考证|面试|笔试|备考|考核)$/u, "exam"],
  [/^(?:论文|毕业|学业|上课|作业|课程|学习)$/u, "study"],
  [/^(?:旅游|旅行|出国|留学)$/u, "travel"],
  [/^(?:兴趣|爱好|兴趣爱好|好玩|娱乐)$/u, "hobby"],
  [/^(?:孩子|家人|陪孩子|带娃)$/u, "family"],
  [/^(?:项目|副业)$/u, "project"],
];

/** The kind of a purpose said on its own ("for my job", "promotion", "work stuff", "升职加薪"); null when the words say more. */
export function barePurposeKind(text: string): PurposeKind | null {
  const bare = text
    .trim()
    .replace(/[.。!！?？~～]+$/u, "")
    .replace(/^(?:it|this|that|them)\s+/i, "")
    .replace(/^(?:for|at)\s+/i, "")
    .replace(/^(?:my|our|the|a|an)\s+/i, "")
    .replace(/^(?:new|current|better|good)\s+/i, "")
    .replace(/\s+(?:stuff|things|reasons?|purposes?|related)$/i, "")
    .replace(/^为了/u, "")
    .replace(/(?:用|需要)$/u, "")
    .trim();
  return EN_KINDS.find(([pattern]) => pattern.test(bare))?.[1] ?? ZH_BARE.find(([pattern]) => pattern.test(bare))?.[1] ?? null;
}

/** Words that are a purpose on their own: as an outcome they name nothing to build ("job", "工作"). */
export function isBarePurpose(text: string): boolean {
  return barePurposeKind(text) !== null;
}
