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
    /^(?:job|work|career|company|team|boss|business|startup|clients?|office|workplace|employer|role|promotion|day job|career (?:change|switch)|raise|side hustle|production|on-?call|shifts?|ward|clinic|patients|shop|online shop|store|stall|bakery|cafe|café|restaurant|salon|pharmacy|hospital|customers|practice|firm|warehouse)$/i,
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
  [/^(?:kids?|children|daughter|son|family|parents?)$/i, "family"],
  // "for a novel I am writing", "for my game": something of their own the subject serves.
  [/^(?:project|side project|app|website|novel|book|story|stories|screenplay|game|blog|podcast|portfolio|channel)$/i, "project"],
];
