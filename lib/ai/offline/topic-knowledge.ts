import { KINDS_EN } from "./content/kinds-en";
import { KINDS_ZH } from "./content/kinds-zh";
import { scriptHint } from "./content/script-hints";
import { cleanUserText, clip, interpolate, sentenceStart, type Lang } from "./text-utils";
import { classifyTopic, type TopicKind } from "./topic-kind";

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

/** "negotiate" → "negotiating", "run" → "running", "make" → "making": good enough for a topic's first verb. */
function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower.endsWith("ing")) return verb;
  if (lower.endsWith("ie")) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(lower) && lower !== "be") return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(lower)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

const EN_HOW_TO = /^(?:i\s+(?:want|would like|'d like|wanna)\s+to\s+)?(?:learn(?:ing)?\s+(?:how\s+)?to\s+|how\s+to\s+)/i;
const EN_LEARN = /^(?:i\s+(?:want|would like|'d like|wanna)\s+to\s+)?learn(?:ing)?\s+/i;
const ZH_PREFIX = /^(?:我(?:想|要)(?:学习|学会|学)|如何|怎么|怎样)/;

/**
 * The topic as it appears inside generated sentences. Templates expect a noun
 * phrase, so "how to negotiate a raise" becomes "negotiating a raise" and "I want
 * to learn guitar" becomes "guitar". Learners sometimes paste a whole paragraph
 * as their topic; 60 characters keeps every template inside the schema limits.
 */
export function topicLabel(topic: string): string {
  let label = cleanUserText(topic).replace(/[?？!！.。]+$/u, "");
  const howTo = EN_HOW_TO.exec(label);
  if (howTo) {
    const rest = label.slice(howTo[0].length);
    label = rest.replace(/^[A-Za-z]+/, (verb) => gerund(verb));
  } else {
    label = label.replace(EN_LEARN, "").replace(ZH_PREFIX, "");
  }
  return clip(label.trim(), 60) || "this subject";
}

export function topicKnowledge(rawTopic: string, lang: Lang): TopicKnowledge {
  const topic = topicLabel(rawTopic);
  const kind = classifyTopic(rawTopic);
  const template = (lang === "zh" ? KINDS_ZH : KINDS_EN)[kind];
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
