import { KINDS_EN } from "./content/kinds-en";
import { KINDS_ZH } from "./content/kinds-zh";
import { scriptHint } from "./content/script-hints";
import { cleanUserText, clip, containsCjk, interpolate, sentenceStart, type Lang } from "../text/text-utils";
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

const EN_GREETING = /^(?:hi|hello|hey)\b[\s,!.]*/i;
const EN_LEAD_IN =
  /^(?:i(?:\s+(?:really\s+)?(?:want|would like|wanna|need|hope|plan)|['’]d\s+(?:really\s+)?like|['’]m\s+(?:trying|hoping|planning))\s+to\s+|help\s+me\s+|(?:please\s+)?teach\s+me\s+(?:about\s+)?)/i;
const EN_HOW_TO = /^(?:(?:learn(?:ing)?\s+)?how\s+to|learn(?:ing)?\s+to)\s+/i;
const EN_LEARN = /^(?:learn(?:ing)?|study(?:ing)?|get\s+(?:better|good)\s+at|master|understand)\s+(?:about\s+|the\s+basics\s+of\s+)?/i;
/** "Kubernetes to deploy my app": the reason is profile material, not part of the subject's name. */
const EN_REASON = /\s+(?:to|so that|so i can|because|in order to|for my|since)\s+.*$/i;
/** Activity topics ("become a data engineer") read as noun phrases once the verb is a gerund. */
const EN_VERBS = new Set([
  "become", "build", "write", "make", "speak", "play", "cook", "draw", "paint", "run", "get", "start", "pass",
  "improve", "create", "design", "develop", "manage", "invest", "trade", "sing", "dance", "swim", "read", "train",
  "lose", "grow", "launch", "deploy", "use", "fix", "prepare", "negotiate", "bake", "drive", "ride", "knit",
]);
/** "Python basics", "量子力学入门": the level belongs to the profile, and templates add their own "basics"/"入门". */
const EN_LEVEL_SUFFIX = /\s+(?:basics|fundamentals|for (?:absolute )?beginners|for dummies|101|course|tutorial)$/i;
const ZH_LEVEL_SUFFIX = /(?:入门|基础|教程|课程|速成|从零开始)$/;
const ZH_LEAD_IN = /^(?:你好[，,！!。\s]*)?(?:我(?:想|要|希望|打算)要?(?:学习|学会|学|了解|掌握)|想学习?|教我|帮我学习?|如何|怎么|怎样)/;

/**
 * The topic as it appears inside generated sentences. The app's topic is the
 * learner's first message, often a whole sentence, while templates expect a noun
 * phrase: "I want to learn Kubernetes to deploy my app" becomes "Kubernetes",
 * "how to negotiate a raise" becomes "negotiating a raise", "我想学日语，因为…"
 * becomes "日语". 60 characters keeps every template inside the schema limits.
 */
export function topicLabel(topic: string): string {
  const original = cleanUserText(topic).replace(/[?？!！.。]+$/u, "");
  const greeted = original.replace(EN_GREETING, "");
  let label = greeted.replace(EN_LEAD_IN, "");
  // "I want to design websites" is an activity; "Design patterns" is a subject.
  const activity = label !== greeted || /^[A-Za-z]+\s+(?:a|an|the|my|your|better|more)\s/i.test(label);
  const howTo = EN_HOW_TO.exec(label);
  if (howTo) {
    label = label.slice(howTo[0].length).replace(/^[A-Za-z]+/, (verb) => gerund(verb));
  } else {
    label = label.replace(EN_LEARN, "");
  }
  if (activity) label = label.replace(/^[A-Za-z]+/, (word) => (EN_VERBS.has(word.toLowerCase()) ? gerund(word) : word));
  label = label.replace(EN_REASON, "").replace(/\s+please$/i, "");
  // A rambling first message: its first clause names the subject best.
  if (label.length > 40) label = label.split(/\s*(?:[,.;!?]|\s(?:and|but)\s)\s*/)[0] ?? label;
  // Chinese first messages often add a reason after a comma ("日语，因为…"); English lists ("Python, SQL") must stay whole.
  if (containsCjk(label)) label = label.replace(ZH_LEAD_IN, "").split(/[，,。；;！!？?]/)[0] ?? label;
  const withoutLevel = label.replace(EN_LEVEL_SUFFIX, "").replace(ZH_LEVEL_SUFFIX, "").trim();
  label = withoutLevel.length >= 2 ? withoutLevel : label.trim();
  return clip(label.length >= 2 ? label : original, 60) || "this subject";
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
