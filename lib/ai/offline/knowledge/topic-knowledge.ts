import { KINDS_EN } from "./content/kinds-en";
import { KINDS_ZH } from "./content/kinds-zh";
import { scriptHint } from "./content/script-hints";
import { readGoal } from "./goal-reading";
import { cleanUserText, clip, interpolate, sentenceStart } from "../text/text-utils";
import { classifyTopic, type TopicKind } from "./topic-kind";
import type { Locale } from "@/lib/i18n/locales";
import type { KindTable } from "./content/types";

const KINDS: Record<Locale, KindTable> = { en: KINDS_EN, zh: KINDS_ZH };

/** A kind template with the topic filled in: the offline model's whole "knowledge" of a subject. */
export interface TopicKnowledge {
  kind: TopicKind;
  topic: string;
  summary: string;
  currentState: string;
  stages: string[];
  prerequisites: string[];
  commonGoals: string[];
  trends: string[];
  handsOn: string;
  practiseVerb: string;
  outcome: string;
  certifiable: boolean;
}

/**
 * The topic as it appears inside generated sentences and titles. The app's
 * topic is the learner's first message, often a whole sentence ("I'm a nurse
 * and want to get into data analysis"), while templates expect the subject a
 * course catalogue would name ("data analysis"). The shared goal reader finds
 * it; 60 characters keeps every template inside the schema limits.
 */
export function topicLabel(topic: string): string {
  const subject = readGoal(topic).subject;
  const label = subject || cleanUserText(topic).replace(/[?？!！.。]+$/u, "");
  return clip(label, 60) || "this subject";
}

export function topicKnowledge(rawTopic: string, lang: Locale): TopicKnowledge {
  const topic = topicLabel(rawTopic);
  // The subject decides the kind: "I'm a programmer and want to learn piano" is a music course.
  // A name that says nothing of its kind ("R" in "R for data analysis") takes it from what it is for.
  const named = classifyTopic(topic);
  const outcome = named === "general" && topic.length <= 3 ? readGoal(rawTopic).outcome : null;
  const kind = outcome ? classifyTopic(outcome.value) : named;
  const template = KINDS[lang][kind];
  const vars = { topic, script: scriptHint(rawTopic, lang) };
  // A learner-typed topic may open a sentence ("react in the real world").
  const fill = (text: string) => sentenceStart(interpolate(text, vars, lang));
  return {
    kind,
    topic,
    summary: fill(template.summary),
    currentState: fill(template.currentState),
    stages: template.stages.map(fill),
    prerequisites: template.prerequisites.map(fill),
    commonGoals: template.commonGoals.map(fill),
    trends: template.trends.map(fill),
    handsOn: template.handsOn,
    practiseVerb: template.practiseVerb,
    outcome: fill(template.outcome),
    certifiable: template.certifiable,
  };
}
