import { chineseBackground, chineseOutcome, chineseStruggle, chineseStyle, chineseSubject } from "./chinese";
import { isChineseClause, splitClauses } from "./clauses";
import { COURSE_LEVEL, START_POINT, factSegments, onlyStatesFacts } from "./fact-segments";
import { englishBackground, englishExam, englishOutcome, englishStruggle, englishStyle } from "./english-facts";
import { englishSubject, tidySubject, type SubjectCandidate } from "./english-subject";
import { readLevel } from "./level";
import { asksForMaterialCourse, mentionsMaterial, onlyRequestWords, withoutMaterialPhrase } from "./material-goal";
import { readPurpose, withoutEnglishPurpose, withoutNegatedPurpose, withoutPurpose } from "./purpose";
import { isBarePurpose } from "./purpose-words";
import { readBudget, readDeadline, withoutTimePhrases } from "./time-facts";
import { emptyReading, fact, type GoalReading, type StatedFact } from "./types";
import { withoutTypos } from "./typos";
import { tidyReadSubject } from "./subject-tidy";
import { withCorrections } from "./corrections";
import { bestSubject } from "./exam-subject";
import { worksIn } from "./profession-fields";
import { onlyNamesARole } from "./role-clause";
import { skillKept, withoutRefusal } from "./refusal-clause";
import { scoreTarget } from "./score-target";
import { boundedMemo } from "@/lib/bounded-memo";
import { inOwnScript, toSimplified } from "@/lib/ai/offline/text/simplified";
import { MAX_INPUT, cleanGoal } from "./clean-goal";

/**
 * Reads a learner's goal as a person would: the subject, and each fact stated
 * around it (background, outcome, deadline, time budget, learning style, a
 * difficulty), each with the learner's own clause as evidence. Pure and
 * deterministic; runs the same in the browser and on the server.
 */

/** "给我做一门关于光合作用的课" → "光合作用". */
function zhCourseSubject(text: string): string {
  const named = /(?:关于|讲|介绍)\s*(.+?)\s*的(?:课程?|教程|学习计划)/u.exec(text);
  return named?.[1] ?? text;
}

function tidyAbout(about: string): string {
  return about
    .replace(/^(?:the|a|an)\s+/i, "")
    .replace(/\s+(?:and|but|so|yet|or)\s+.*$/i, "")
    .trim();
}

/** A level word that asks for a kind of course ("进阶", "Advanced …", "for beginners", "入门"), not one the learner states. */
const saidOfCourse = (value: string) =>
  START_POINT.test(value) || COURSE_LEVEL.test(value) || /^(?:进阶|提高|中级|高级|advanced)\s*$/i.test(value.trim());

const LEVELED_SUBJECT =
  /^(?:beginners?'?|intermediate|advanced|basic|introductory|entry[- ]level|upper[- ]intermediate)\s+(?!(?:here|level|at|in|with|to|on|and|but|i|please)\b)(.+)$|^([A-Za-z].*?)\s*(?:进阶|入门|初级|中级|高级|提高)$/i;
interface Candidate extends SubjectCandidate {
  order: number;
  /** Read from what the learner says they struggle with. */
  struggled?: true;
  /** The name of the exam the clause prepares for: it gives way to a subject named elsewhere. */
  exam?: true;
}

function withEvidence<T extends StatedFact>(found: T | null, clause: string): T | null {
  return found ? { ...found, evidence: clause.slice(0, 200) } : null;
}

/** "studying for my PPL": what is studied for is an exam or a licence, whatever its name. */
const STUDIED_FOR = /\b(?:study(?:ing)?|prep(?:aring|ping)?|revis(?:e|ing)|cram(?:ming)?)\s+for\s+(?:my|the|an?|this|our)\s/i;
/** A purpose read from a stage of life ("retired", "退休了"), which a reason stated later outweighs. */
const LIFE_STAGE = /retire|退休/iu;
/**
 * "it", "this", "它": the subject is named elsewhere ("I'm new to photography and want to learn it"); so is
 * it in "学明白怎么教他" (how to teach the child what the goal said the child cannot do).
 */
const PRONOUN_SUBJECT =
  /^(?:it|this|that|them|these|those|this stuff|this one|它|这个|那个|这些|这门|这方面|(?:怎么|如何)?(?:教|辅导|讲给)(?:他|她|他们|孩子|娃)(?:听)?)$/iu;

/**
 * Readings remembered by text (the reading depends only on the first MAX_INPUT characters). The
 * same words are read again and again: a learner's goal and answers on every step of every turn
 * (the history is re-sent whole), twice more when the outline is designed and saved, and compromise
 * costs ~0.1–0.5 ms a reading. Bounded, least recently used first out; a reading is frozen, since
 * every caller now shares it.
 */
const remembered = boundedMemo(500, (key: string) => frozen(readText(key)));

export function readGoal(text: string): GoalReading {
  return remembered(text.slice(0, MAX_INPUT));
}

function frozen(reading: GoalReading): GoalReading {
  for (const value of Object.values(reading)) if (value && typeof value === "object") Object.freeze(value);
  return Object.freeze(reading);
}

function readText(text: string): GoalReading {
  const reading = emptyReading();
  const candidates: Candidate[] = [];
  // What the goal has named so far, latest last: a pronoun ("want to master it", "想精通它") stands for the latest
  // named firmly (a level's subject, what a verb names), or else the latest named at all ("Python. Want to master it").
  const mentioned: { text: string; firm: boolean }[] = [];
  // "i wnat to lern Go": slips in the reading words are mended for reading; evidence keeps what was typed.
  // "我想學習日語": traditional characters are read as simplified; subject and evidence keep the learner's script.
  const goal = cleanGoal(text);
  const own = withCorrections(goal.text);
  const typed = withoutTypos(toSimplified(own));
  const cleaned = typed.text;
  reading.fromMaterial = mentionsMaterial(cleaned);
  splitClauses(cleaned)
    .flatMap((clause) => (isChineseClause(clause) ? [clause] : factSegments(clause)))
    .forEach((clause, order) => {
      reading.deadline ??= readDeadline(clause);
      reading.budget ??= readBudget(clause);
      const level = withEvidence(readLevel(clause), clause);
      // "Rust进阶…，我写了两年Rust了": a level asked of the course gives way to the one the learner states of themselves.
      // Years in another skill ("Kotlin 进阶，我写了两年 Android") are no level in this one: the course's word stays.
      const aboutSame = (said: { about: string | null }, of: string) => !said.about || of.toLowerCase().includes(said.about.toLowerCase());
      if (!reading.level) reading.level = level;
      // "painted in oils for 30 years, never tried watercolor": new to something named, after years of something else.
      else if (level?.level === "beginner" && level.about && reading.level.level === "advanced") reading.level = level;
      else if (level && saidOfCourse(reading.level.value) && !saidOfCourse(level.value) && aboutSame(level, reading.level.evidence))
        reading.level = level;
      // What the learner is new to may be the subject; years in another skill ("used Python for years") never are.
      const newTo = level?.level === "advanced" ? null : (level?.about ?? null);
      // "I've used Python for years and want to master it": the skill of those years is named too.
      if (level?.about) mentioned.push({ text: tidyAbout(level.about), firm: true });
      const purpose = withEvidence(readPurpose(clause), clause);
      // "I'm retired … Italian for the trip": a stage of life says less about why than a reason stated.
      if (!reading.purpose || (purpose && purpose.kind !== "hobby" && LIFE_STAGE.test(reading.purpose.value))) reading.purpose = purpose;
      const timeless = withoutTimePhrases(withoutNegatedPurpose(clause));
      // "Build a course from this document": the document names the subject, not these words.
      if (!timeless || asksForMaterialCourse(timeless) || (reading.fromMaterial && onlyRequestWords(timeless))) return;
      const framed = withoutPurpose(timeless, purpose?.value ?? null);
      // "请帮我设计一门关于微积分的课程": the course asked for names its subject.
      const body = reading.fromMaterial
        ? zhCourseSubject(withoutMaterialPhrase(framed))
        : isChineseClause(framed)
          ? zhCourseSubject(framed)
          : framed;
      if (!body) return;
      const zh = isChineseClause(body);
      const background = withEvidence(zh ? chineseBackground(body) : englishBackground(body), clause);
      // A bare "short videos please" among comma-separated facts is a style too.
      const bareStyle =
        !zh &&
        onlyStatesFacts(
          body.replace(/\b(?:short|videos?|video lessons|exercises|examples|quizzes|labs?|projects?|reading|diagrams)\b/gi, ""),
        );
      const style = withEvidence(
        zh ? chineseStyle(body) : (englishStyle(body) ?? (bareStyle ? englishStyle(`I prefer ${body}`) : null)),
        clause,
      );
      const struggle = withEvidence(zh ? chineseStruggle(body) : englishStruggle(body), clause);
      // "我想学机器学习 for my job": an English purpose in a Chinese clause is no part of the subject either.
      const unpurposed = withoutEnglishPurpose(body, purpose?.value ?? null);
      // "I don't want theory", "别给我讲语法": what a clause turns away is never the subject.
      // "Learning (finally!) to cook": an exclaimed aside in brackets is no part of what is learnt.
      const kept = withoutRefusal(unpurposed, zh)
        .replace(/\s*[(（][^()（）]{1,30}?[!?！？]+[)）]\s*/gu, " ")
        .trim();
      const refused = !kept;
      const said = refused ? null : zh ? chineseSubject(kept) : englishSubject(kept);
      // "want to learn it": the thing named before ("new to photography", "used Python for years") is the subject.
      const before = (mentioned.findLast((named) => named.firm) ?? mentioned.at(-1))?.text;
      // "without understanding anything": an indefinite pronoun names nothing to learn.
      const named0 = said && /^(?:anything|everything|something|nothing|all of it|it all)$/i.test(said.text) ? null : said;
      const subject = named0 && PRONOUN_SUBJECT.test(named0.text) ? (before ? { ...named0, text: before } : null) : named0;
      // "托福想从85提到100": the test whose score is to rise is the subject, and reaching the score an exam purpose.
      const score = scoreTarget(body);
      if (score) candidates.push({ text: score.test, strength: 3, order });
      const keep = skillKept(body, zh);
      if (keep) candidates.push({ text: keep, strength: 3, order });
      if (score && !reading.purpose) reading.purpose = { ...fact(score.said, clause), kind: "exam" };
      const exam = zh ? chineseOutcome(body) : englishExam(body);
      const read = withEvidence(exam?.outcome ?? (zh ? null : englishOutcome(body, subject?.strength === 3)), clause);
      // "for my job" is why they learn, not something to build: it is the purpose, never a capstone called "Job".
      const outcome = read && isBarePurpose(read.value) ? null : read;
      // "…and I really struggle with algebra": what the learner struggles with is a subject, below any named outright.
      if (struggle?.value && !PRONOUN_SUBJECT.test(struggle.value))
        candidates.push({ text: struggle.value, strength: 1, order, struggled: true });
      reading.background ??= background;
      reading.style ??= style;
      reading.struggle ??= struggle;
      reading.outcome ??= outcome;
      if (exam && "exam" in exam && exam.exam) reading.exam ??= exam.exam;

      // An exam ("the GRE") or a job's field ("前端实习" → 前端) names the subject when no learning verb does.
      const named = exam ? ("field" in exam && exam.field) || exam.exam : null;
      if (named && !refused && !(subject?.strength === 3 && !subject.text.includes(named))) {
        candidates.push({ text: named, strength: 2.5, order, ...(named === exam?.exam && STUDIED_FOR.test(body) ? { exam: true } : {}) });
      } else if (subject && !(subject.strength < 3 && onlyStatesFacts(body))) {
        // A clause that states a fact is about the learner; only what a learning verb names is a subject there.
        const aboutLearner =
          (background && !(level && START_POINT.test(background.value))) || style || struggle || (level && !START_POINT.test(level.value));
        // A purpose ("Docker for my team") trails the subject; an outcome clause names what to do, not what to learn.
        // What a learning verb or a question ("is Python hard to learn") names stays the subject.
        // Who the learner is ("phd student in biology") gives way to what any other clause names.
        const role = onlyNamesARole(body, zh) ? 0.2 : null;
        const strength = subject.strength >= 2 ? subject.strength : aboutLearner ? 0 : (role ?? (outcome ? 0.5 : subject.strength));
        const studiedFor = STUDIED_FOR.test(body) ? { exam: true as const } : {};
        if (strength > 0) candidates.push({ ...subject, strength, order, ...studiedFor });
        if (strength > 0) mentioned.push({ text: subject.text, firm: strength >= 2 });
      }
      // "Intermediate Spanish conversation": a level word in front of a subject names the level and the subject both.
      const leveled = LEVELED_SUBJECT.exec(body);
      const leveledText = leveled?.[1] ?? leveled?.[2];
      if (leveledText && !(subject && subject.strength >= 3)) {
        const text = tidySubject(leveledText, false);
        if (text) candidates.push({ text, strength: 2, order });
      }
      // "I'm new to Rust": what the learner is new to is the subject when no learning verb names one.
      if (newTo && !(subject && subject.strength >= 3)) candidates.push({ text: tidyAbout(newTo), strength: 2, order });
      // "I've used Kubernetes for years and want to go deeper": the skill of those years, when nothing else is named.
      if (level?.level === "advanced" && level.about) candidates.push({ text: tidyAbout(level.about), strength: 0.25, order });
    });
  // "每周三次，每次四十分钟": a budget said across a comma is read from the whole goal.
  reading.budget ??= readBudget(cleaned);
  // "我用 Python 很熟练了": a stated level is the learner's background when nothing else says it.
  // "machine learning for beginners" sets the course's level, but says nothing about the learner.
  if (!reading.background && reading.level && !COURSE_LEVEL.test(reading.level.value)) {
    const { level, evidence } = reading.level;
    // "I've been writing Python for years": the clause says more than its level words.
    const value = level === "beginner" ? reading.level.value : evidence;
    reading.background = { ...fact(value, evidence), kind: level === "beginner" ? "beginner" : "experience" };
  }
  const best = bestSubject(candidates);
  reading.subject = tidyReadSubject(best?.text ?? "");
  // "night shift nurse here, want to get better at reading ECGs": a role whose daily work the subject is says why.
  if (!reading.purpose && reading.background && reading.subject && worksIn(reading.background.value, reading.subject))
    reading.purpose = { ...fact(reading.background.value, reading.background.evidence), kind: "work" };
  for (const key of ["background", "outcome", "deadline", "budget", "style", "struggle", "level", "purpose"] as const) {
    const found = reading[key];
    if (!found) continue;
    found.evidence = goal.ownCase(inOwnScript(typed.original(found.evidence), own));
    found.value = goal.ownCase(found.value);
  }
  reading.subject = goal.ownCase(inOwnScript(reading.subject, own));
  // "线性代数好难啊": what the learner finds hard is what they want to learn, when nothing else is named.
  if (!reading.subject && reading.struggle?.value) reading.subject = inOwnScript(reading.struggle.value.slice(0, 80), own);
  // "我在学递归，总是搞不懂": the difficulty is the subject when the complaint names nothing else.
  if (reading.struggle && !reading.struggle.value) {
    reading.struggle = reading.subject ? { ...reading.struggle, value: reading.subject } : null;
  }
  return reading;
}
