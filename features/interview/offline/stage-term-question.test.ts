import { describe, expect, it } from "vitest";
import { stageTermQuestion } from "./stage-term-question";
import { STAGE_TERMS, kindStageTerms } from "@/lib/ai/offline/knowledge/stage-terms";
import type { TopicKind } from "@/lib/ai/offline/knowledge/topic-kind";
import { LOCALES } from "@/lib/i18n/locales";

// Every kind with a path of its own (all but "general"), read from the table so a kind added later is checked too.
const KINDS = (Object.keys(STAGE_TERMS.en.stages) as TopicKind[]).filter((kind) => kind !== "general");

describe.each(LOCALES)("placement questions from a subject kind's stage terms (%s)", (lang) => {
  it.each(KINDS)("%s: each asks one stage's term from its definition, the other options from the same stage", (kind) => {
    const stages = kindStageTerms(kind, lang);
    for (const target of [2, 3]) {
      for (let asked = 0; asked < target; asked += 1) {
        const question = stageTermQuestion({ kind, lang, asked, target, seed: "some subject" })!;
        const terms = stages[question.stage]!;
        const key = terms.find(([term]) => term === question.term)!;
        expect(key, `${kind} ${asked}/${target}`).toBeDefined();
        expect(key[1]).toContain(question.definition);
        expect(question.definition).not.toMatch(/[.。]$/u);
        expect(question.options).toHaveLength(3);
        expect(new Set(question.options).size).toBe(3);
        expect(question.options).toContain(question.term);
        for (const option of question.options) expect(terms.some(([term]) => term === option)).toBe(true);
      }
    }
  });

  it.each(KINDS)("%s: the questions run from the first stage to the last, never the same stage twice", (kind) => {
    const last = kindStageTerms(kind, lang).length - 1;
    for (const target of [2, 3]) {
      const picked = Array.from({ length: target }, (_, asked) => stageTermQuestion({ kind, lang, asked, target, seed: "x" })!.stage);
      expect(picked[0]).toBe(0);
      expect(picked.at(-1)).toBe(last);
      expect(new Set(picked).size).toBe(target);
      expect([...picked].sort((a, b) => a - b)).toEqual(picked);
    }
  });

  it("the same subject always gets the same question; subjects of one kind do not all get the same key, nor always the key first", () => {
    const ask = (seed: string) => stageTermQuestion({ kind: "software", lang, asked: 0, target: 2, seed })!;
    expect(ask("Kubernetes")).toEqual(ask("Kubernetes"));
    const subjects = ["Kubernetes", "Python", "Rust", "Docker", "React", "SQL", "Terraform", "Go", "Java", "Linux", "Swift", "Git"];
    expect(new Set(subjects.map((seed) => ask(seed).term)).size).toBeGreaterThan(1);
    expect(new Set(subjects.map((seed) => ask(seed).options.indexOf(ask(seed).term))).size).toBeGreaterThan(1);
  });

  it("asks nothing for a subject of no particular kind: the general kind's terms are about learning, not about the subject", () => {
    expect(stageTermQuestion({ kind: "general", lang, asked: 0, target: 2, seed: "beekeeping" })).toBeNull();
  });
});
