import { chineseBackground, chineseOutcome, chineseStruggle, chineseStyle, chineseSubject } from "./chinese";
import { splitClauses } from "./clauses";
import { englishBackground, englishExam, englishOutcome, englishStyle } from "./english-facts";
import { englishSubject, type SubjectCandidate } from "./english-subject";
import { readBudget, readDeadline, withoutTimePhrases } from "./time-facts";
import { emptyReading, fact, type GoalReading, type StatedFact } from "./types";

/**
 * Reads a learner's goal as a person would: the subject, and each fact stated
 * around it (background, outcome, deadline, time budget, learning style, a
 * difficulty), each with the learner's own clause as evidence. Pure and
 * deterministic; runs the same in the browser and on the server.
 */

/** Longer text is a paste, not a goal; its opening says what it is about. */
const MAX_INPUT = 2000;
const HAN = /[\u3400-\u9fff]/u;

function clean(text: string): string {
  return text
    .slice(0, MAX_INPUT)
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** A clause is read as Chinese when it opens in Han script ("我想学 Python"), as English otherwise ("I want to learn 日语"). */
function isChineseClause(clause: string): boolean {
  const firstLetter = /[A-Za-z\u3400-\u9fff]/u.exec(clause)?.[0] ?? "";
  return HAN.test(firstLetter);
}

const STRUGGLE_EN =
  /\bi (?:struggle|am struggling|'m struggling|have trouble|have a hard time|keep getting stuck|get stuck|can't get my head around|don't get|do not get|don't understand|do not understand) (?:with |on )?(.+?)$|\bi find (.+?) (?:hard|difficult|confusing|tricky)\b|\b(.+?) (?:is|are) (?:too |really |so |very )?(?:hard|difficult|confusing|tricky) for me\b/i;
const PRONOUN = /^(?:it|this|that|them|these|those|the (?:concept|idea|topic))$/i;

function englishStruggle(clause: string): StatedFact | null {
  const match = STRUGGLE_EN.exec(clause);
  if (!match) return null;
  const what = (match[1] ?? match[2] ?? match[3] ?? "")
    .replace(/^(?:the|a|an)\s+/i, "")
    .replace(/^(?:learning|studying)\s+/i, "")
    .trim();
  return fact(PRONOUN.test(what) ? "" : what, clause);
}

interface Candidate extends SubjectCandidate {
  order: number;
}

function withEvidence<T extends StatedFact>(found: T | null, clause: string): T | null {
  return found ? { ...found, evidence: clause.slice(0, 200) } : null;
}

export function readGoal(text: string): GoalReading {
  const reading = emptyReading();
  const candidates: Candidate[] = [];
  splitClauses(clean(text)).forEach((clause, order) => {
    reading.deadline ??= readDeadline(clause);
    reading.budget ??= readBudget(clause);
    const body = withoutTimePhrases(clause);
    if (!body) return;
    const zh = isChineseClause(body);
    const background = withEvidence(zh ? chineseBackground(body) : englishBackground(body), clause);
    const style = withEvidence(zh ? chineseStyle(body) : englishStyle(body), clause);
    const struggle = withEvidence(zh ? chineseStruggle(body) : englishStruggle(body), clause);
    const subject = zh ? chineseSubject(body) : englishSubject(body);
    const exam = zh ? chineseOutcome(body) : englishExam(body);
    const outcome = withEvidence(exam?.outcome ?? (zh ? null : englishOutcome(body, subject?.strength === 3)), clause);
    reading.background ??= background;
    reading.style ??= style;
    reading.struggle ??= struggle;
    reading.outcome ??= outcome;
    if (exam && "exam" in exam && exam.exam) reading.exam ??= exam.exam;

    // An exam ("the GRE") or a job's field ("前端实习" → 前端) names the subject when no learning verb does.
    const named = exam ? ("field" in exam && exam.field) || exam.exam : null;
    if (named && !(subject?.strength === 3 && !subject.text.includes(named))) {
      candidates.push({ text: named, strength: 2.5, order });
    } else if (subject) {
      // A clause that states a fact is about the learner; only what a learning verb names is a subject there.
      const aboutLearner = background || style || struggle;
      const strength = subject.strength === 3 ? 3 : aboutLearner ? 0 : outcome ? 0.5 : subject.strength;
      if (strength > 0) candidates.push({ ...subject, strength, order });
    }
  });
  const best = candidates.sort((a, b) => b.strength - a.strength || a.order - b.order)[0];
  reading.subject = (best?.text ?? "")
    .replace(/\s*(?:入门|基础|教程|课程|速成)+$/u, "")
    .replace(/^[\s"'“”「」《》]+|[\s"'“”「」《》]+$/gu, "")
    .slice(0, 80)
    .trim();
  // "我在学递归，总是搞不懂": the difficulty is the subject when the complaint names nothing else.
  if (reading.struggle && !reading.struggle.value) {
    reading.struggle = reading.subject ? { ...reading.struggle, value: reading.subject } : null;
  }
  return reading;
}
