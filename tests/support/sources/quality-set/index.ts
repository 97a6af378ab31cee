/**
 * The retrieval quality set: self-written documents (English, Chinese, mixed), questions whose
 * answers are exact passages of them, and questions they do not answer (out of scope: the search
 * must find nothing relevant). Validated with zod at import, including that every
 * passage really occurs in its document, so a typo cannot silently lower recall.
 *
 * Usage (integration test or bench): ingest every document of QUALITY_SET.documents as a source,
 * search each question, and score the ranked chunk texts with recallAtK / meanRecallAtK.
 */
import { z } from "zod";
import { localeSchema } from "@/lib/i18n/locale";
import { chineseTeaZh } from "./documents/chinese-tea-zh";
import { coffeeEn } from "./documents/coffee-en";
import { giantPandaZh } from "./documents/giant-panda-zh";
import { gitNotesMixed } from "./documents/git-notes-mixed";
import { lighthousesEn } from "./documents/lighthouses-en";
import { OUT_OF_SCOPE_QUESTIONS, QUALITY_QUESTIONS } from "./questions";
import { breadEn } from "./documents/bread-en";
import { teaHorseRoadZh } from "./documents/tea-horse-road-zh";

export { meanRecallAtK, recallAtK, type RankedPassage } from "./recall-at-k";

const documentSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  fileName: z.string().regex(/\.md$/),
  language: z.enum(["en", "zh", "mixed"]),
  text: z.string().min(1000),
});

const outOfScopeSchema = z.object({ id: z.string().min(1), language: localeSchema, question: z.string().min(3) });

const questionSchema = z.object({
  id: z.string().min(1),
  language: localeSchema,
  documentId: z.string(),
  question: z.string().min(3),
  passage: z.string().min(5),
});

export const qualitySetSchema = z
  .object({
    documents: z.array(documentSchema).min(5),
    questions: z.array(questionSchema).min(30),
    outOfScope: z.array(outOfScopeSchema).min(20),
  })
  .superRefine((set, context) => {
    const byId = new Map(set.documents.map((d) => [d.id, d]));
    const seen = new Set<string>();
    set.outOfScope.forEach((question, index) => {
      if (seen.has(question.id))
        context.addIssue({ code: "custom", path: ["outOfScope", index, "id"], message: `duplicate id ${question.id}` });
      seen.add(question.id);
    });
    set.questions.forEach((question, index) => {
      if (seen.has(question.id))
        context.addIssue({ code: "custom", path: ["questions", index, "id"], message: `duplicate id ${question.id}` });
      seen.add(question.id);
      const document = byId.get(question.documentId);
      if (!document) context.addIssue({ code: "custom", path: ["questions", index, "documentId"], message: "unknown document" });
      else if (!document.text.includes(question.passage))
        context.addIssue({ code: "custom", path: ["questions", index, "passage"], message: `not in ${document.id}: ${question.passage}` });
    });
    if (set.questions.filter((q) => q.language === "zh").length < 12)
      context.addIssue({ code: "custom", path: ["questions"], message: "at least 12 Chinese questions" });
    for (const language of ["en", "zh"] as const)
      if (set.outOfScope.filter((q) => q.language === language).length < 10)
        context.addIssue({ code: "custom", path: ["outOfScope"], message: `at least 10 out-of-scope questions in ${language}` });
  });

export type QualitySet = z.infer<typeof qualitySetSchema>;
export type QualityDocument = QualitySet["documents"][number];
export type QualityQuestion = QualitySet["questions"][number];
export type OutOfScopeQuestion = QualitySet["outOfScope"][number];

export const QUALITY_SET: QualitySet = qualitySetSchema.parse({
  documents: [
    { id: "coffee-en", title: "Coffee: From Seed to Cup", fileName: "coffee.md", language: "en", text: coffeeEn },
    { id: "lighthouses-en", title: "How Lighthouses Work", fileName: "lighthouses.md", language: "en", text: lighthousesEn },
    { id: "giant-panda-zh", title: "大熊猫", fileName: "giant-panda.md", language: "zh", text: giantPandaZh },
    { id: "chinese-tea-zh", title: "中国茶的分类", fileName: "chinese-tea.md", language: "zh", text: chineseTeaZh },
    { id: "git-notes-mixed", title: "Git 入门笔记", fileName: "git-notes.md", language: "mixed", text: gitNotesMixed },
    { id: "bread-en", title: "Baking Bread at Home", fileName: "bread.md", language: "en", text: breadEn },
    { id: "tea-horse-road-zh", title: "茶马古道", fileName: "tea-horse-road.md", language: "zh", text: teaHorseRoadZh },
  ],
  questions: QUALITY_QUESTIONS,
  outOfScope: OUT_OF_SCOPE_QUESTIONS,
});
