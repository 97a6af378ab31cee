import { describe, expect, it } from "vitest";
import { KINDS_EN } from "./content/kinds-en";
import { KINDS_ZH } from "./content/kinds-zh";
import type { KindTable } from "./content/types";
import { STAGE_TERMS, kindStageTerms } from "./stage-terms";
import type { TopicKind } from "./topic-kind";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

const KINDS: Record<Locale, KindTable> = { en: KINDS_EN, zh: KINDS_ZH };

describe.each(LOCALES)("the stage terms (%s)", (language) => {
  const terms = STAGE_TERMS[language];
  const kinds = KINDS[language];

  it("every stage of every kind's learning path has terms but the capstone, each a definition that does not give its name away", () => {
    for (const kind of Object.keys(kinds) as TopicKind[]) {
      // The last stage is the capstone: the outline builds its own capstone module, with the capstone's terms.
      expect(kindStageTerms(kind, language).length, kind).toBe(kinds[kind].stages.length - 1);
      const names = [...terms.stages[kind].flat(), ...terms.capstone].map(([term]) => term.toLowerCase());
      // A name defined twice in a course would ask the same question with two answers.
      expect(new Set(names).size, kind).toBe(names.length);
      for (const [term, definition] of [...terms.stages[kind].flat(), ...terms.capstone]) {
        expect(definition.toLowerCase(), term).not.toContain(term.toLowerCase());
        expect(definition.length, term).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it("every stage has a key and two wrong options for a placement question, no two with the same definition", () => {
    for (const kind of Object.keys(kinds) as TopicKind[]) {
      for (const stage of kindStageTerms(kind, language)) {
        expect(stage.length, kind).toBeGreaterThanOrEqual(3);
        expect(new Set(stage.map(([, definition]) => definition)).size, kind).toBe(stage.length);
      }
    }
  });
});

it("both languages name the same number of terms for every stage", () => {
  for (const kind of Object.keys(KINDS_EN) as TopicKind[]) {
    const [en, zh] = LOCALES.map((language) => kindStageTerms(kind, language).map((stage) => stage.length));
    expect(zh, kind).toEqual(en);
  }
});

it("the visual arts' terms speak of marks and the eye, never of sound (music has its own kind)", () => {
  for (const language of LOCALES) {
    for (const [term, definition] of kindStageTerms("arts", language).flat()) {
      expect(definition, term).not.toMatch(/\b(?:sound|sounds|ear|recording|playing|loud|soft|note|notes)\b|声音|录音|耳朵|弹|音/iu);
    }
  }
});
