import type { CurriculumRequestBlock } from "../contract";
import { difficultyOf, isGiven } from "@/lib/ai/offline/knowledge/profile-signals";
import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import { classifyTopic } from "@/lib/ai/offline/knowledge/topic-kind";
import { worksIn } from "@/lib/ai/offline/knowledge/goal-reading/profession-fields";
import type { TopicKnowledge } from "@/lib/ai/offline/knowledge/topic-knowledge";
import type { Difficulty } from "@/lib/course-outline";

/**
 * Where the course starts. The level the learner states in their own words
 * ("new to", "complete beginner", "从零", "I've used it for years") comes first;
 * a placement check, when one was taken, sets the depth; the background answer
 * is read only when neither says anything.
 */

function namesSubject(text: string, knowledge: TopicKnowledge): boolean {
  // "been a pharmacist for 12 years", "工作十年了": a role whose daily work is the subject, or work itself, names it.
  if (worksIn(text, knowledge.topic)) return true;
  const lower = text.toLowerCase();
  const words = knowledge.topic
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 3);
  return words.some((word) => lower.includes(word)) || text.includes(knowledge.topic);
}

const ROLE_YEARS = /\b(?:been|worked as|working as)\s+an?\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:for|since)\b/i;

/**
 * "I write queries daily but never touched window functions": a gap in a part of the subject, said after
 * what the learner already does, is no beginner; the level said before the "but" stands.
 */
function levelOf(text: string, knowledge: TopicKnowledge) {
  const level = readGoal(text).level;
  const about = level?.about?.toLowerCase() ?? "";
  const topic = knowledge.topic.toLowerCase();
  if (level?.level !== "beginner" || !about || about.includes(topic) || topic.includes(about) || namesSubject(about, knowledge))
    return level;
  const before = text.split(/\b(?:but|though|although|except)\b|但是?|不过|可是/iu)[0]?.trim() ?? "";
  const earlier = before && before !== text.trim() ? readGoal(before).level : null;
  return earlier && earlier.level !== "beginner" ? earlier : level;
}

/** The level stated in the learner's words: a beginner anywhere is a beginner; years of another skill are a head start, not mastery. */
export function statedLevel(request: CurriculumRequestBlock, knowledge: TopicKnowledge): Difficulty | null {
  const texts = [request.topic, request.profile.background, request.profile.goal].filter(isGiven);
  const levels = texts.map((text) => levelOf(text, knowledge)).filter((level) => level !== null);
  if (levels.some((level) => level.level === "beginner")) return "beginner";
  const advanced = levels.find((level) => level.level === "advanced");
  // "I've been a nurse for 10 years": years in a role say nothing of this subject; the background answer decides.
  if (advanced && advanced.about && !namesSubject(advanced.about, knowledge) && ROLE_YEARS.test(advanced.evidence)) return null;
  if (advanced) return !advanced.about || namesSubject(advanced.about, knowledge) ? "advanced" : "intermediate";
  return levels.some((level) => level.level === "intermediate") ? "intermediate" : null;
}

/**
 * The background answer read with keywords, when no level is stated. A
 * profession alone ("I'm a nurse") is no head start in an unrelated subject,
 * and years of a neighbouring skill ("classical piano for years", for jazz
 * piano) skip the basics but are not mastery of this one.
 */
/** "none", "nope", "没有", "无": asked about their background, the learner says they have none. */
const NO_BACKGROUND =
  /^(?:none|no|nope|nah|nothing|nothing really|not really|not at all|not yet|zero|nil|n\/a|never|no background|no experience|没有|没|无|木有|没学过|完全没有|一点也没有|从来没有|都没有|暂无)(?:[\s.!~。！～…]*$|(?:\s+really)?\s*[,，;；.。!！]|(?:\s+(?:lol|lmao|haha+|tbh|honestly|really|at all))+(?=[\s,，;；.。!！]|$))/iu;

function backgroundLevel(background: string | null, knowledge: TopicKnowledge): Difficulty {
  if (isGiven(background) && NO_BACKGROUND.test(background.trim())) return "beginner";
  const base = difficultyOf(background);
  if (!isGiven(background) || base === "beginner") return base;
  const said = readGoal(background).background;
  if (said?.kind === "role" && classifyTopic(said.value) !== knowledge.kind) return "beginner";
  // "been a nurse for 10 years": a role held for years, read like the role itself.
  const role = ROLE_YEARS.exec(background)?.[1];
  if (role && !namesSubject(background, knowledge) && classifyTopic(role) !== knowledge.kind) return "beginner";
  return base === "advanced" && said?.kind === "experience" && !namesSubject(background, knowledge) ? "intermediate" : base;
}

const ORDER: readonly Difficulty[] = ["beginner", "intermediate", "advanced"];

export interface CourseLevel {
  difficulty: Difficulty;
  /** Where the learner's own words (stated level, else background answer) put them, before any check. */
  said: Difficulty;
  stated: Difficulty | null;
  checked: Difficulty | null;
}

export function courseLevel(request: CurriculumRequestBlock, knowledge: TopicKnowledge): CourseLevel {
  const stated = request.placement?.statedLevel ?? statedLevel(request, knowledge);
  const checked = request.placement?.checkedLevel ?? null;
  const base = stated ?? backgroundLevel(request.profile.background, knowledge);
  if (!checked) return { difficulty: base, said: base, stated, checked };
  // A graded check shows more than words and sets the depth; a self-assessment may lower the start, never lift it.
  const graded = request.placement?.results.some((result) => !result.outcome.startsWith("self-")) ?? false;
  const lower = ORDER.indexOf(checked) < ORDER.indexOf(base) ? checked : base;
  return { difficulty: graded ? checked : lower, said: base, stated, checked };
}
