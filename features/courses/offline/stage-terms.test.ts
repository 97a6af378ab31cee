import { describe, expect, it } from "vitest";
import type { ChapterRequestBlock } from "../contract";
import { composeChapter } from "./build-chapter";
import { stageTerms } from "./stage-terms";
import { STAGE_TERMS } from "@/lib/ai/offline/knowledge/stage-terms";
import { topicKnowledge } from "@/lib/ai/offline/knowledge/topic-knowledge";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

const TOPICS: Record<Locale, string> = { en: "I want to learn Kubernetes for work", zh: "我想学 Kubernetes" };

const CAPSTONE: Record<Locale, string> = { en: "Capstone: My side project on a cluster", zh: "综合项目：把副业项目部署到集群" };

const DOCUMENT_GOAL: Record<Locale, string> = {
  en: "Build a course from this document. I'm a complete beginner.",
  zh: "根据这份文档给我做一门课，我是零基础",
};

const noProfile = { goal: null, background: null, targetOutcome: null, cognitiveStyle: null };

function request(language: Locale, moduleTitle: string, title: string): ChapterRequestBlock {
  return {
    language,
    topic: TOPICS[language],
    courseTitle: "Kubernetes",
    difficulty: "beginner",
    profile: noProfile,
    moduleTitle,
    chapterNumber: 2,
    chapterCount: 9,
    title,
    objective: title,
    snippet: null,
    minutes: 20,
    previousTitle: "A",
    nextTitle: "B",
    rewriteReason: null,
  };
}

/** The `**Term:** definition` lines of a chapter, as its reader sees them. */
const definedIn = (markdown: string) => [...markdown.matchAll(/^- \*\*([^*]+?)[:：]\*\*/gmu)].map((match) => match[1]!);

describe.each(LOCALES)("each module's own terms (%s)", (language) => {
  const terms = STAGE_TERMS[language];

  it("a chapter defines its module's terms, under a heading naming the module, and two modules define different ones", () => {
    const stages = topicKnowledge(TOPICS[language], language).stages;
    const first = composeChapter(request(language, stages[0]!, "Key ideas"));
    const third = composeChapter(request(language, stages[2]!, "Key ideas"));
    const own = (markdown: string) =>
      definedIn(markdown).filter((term) => stageTerms(request(language, stages[0]!, "x")).some(([name]) => name === term));
    expect(own(first)).toHaveLength(stageTerms(request(language, stages[0]!, "x")).length);
    expect(own(third)).toEqual([]);
    expect(definedIn(third)).toEqual(expect.arrayContaining(stageTerms(request(language, stages[2]!, "x")).map(([term]) => term)));
    expect(first).toContain(stages[0]!);
  });

  it("a module named after no stage (a document's section) gets none, and its chapter none of the stages' terms", () => {
    const other = request(language, "Neurons and synapses", "Key ideas: Neurons");
    expect(stageTerms(other)).toEqual([]);
    const allNames = new Set([...Object.values(terms.stages).flat(2), ...terms.capstone].map(([term]) => term));
    expect(definedIn(composeChapter(other)).filter((term) => allNames.has(term))).toEqual([]);
  });

  it("the capstone module (the offline designer's last) gets a project's terms", () => {
    expect(stageTerms(request(language, CAPSTONE[language], "Plan your capstone"))).toEqual(terms.capstone);
  });

  it("a course made from the learner's document gets none, not even the capstone's: its terms are the document's", () => {
    const fromDocument = { ...request(language, CAPSTONE[language], "Plan your capstone"), topic: DOCUMENT_GOAL[language] };
    expect(stageTerms(fromDocument)).toEqual([]);
    // As the interview stores it: the topic is the document's subject, the learner's words say where it came from.
    const stored = {
      ...request(language, CAPSTONE[language], "Plan your capstone"),
      topic: "Sourdough Bread at Home",
      learnerWords: DOCUMENT_GOAL[language],
    };
    expect(stageTerms(stored)).toEqual([]);
  });
});
