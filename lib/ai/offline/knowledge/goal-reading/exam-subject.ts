import { NAMED_EXAM } from "./purpose-words";

/**
 * An exam's name is why a learner studies, not what: "GCSE maths resit in November and I really
 * struggle with algebra", "preparing for USACO silver next month, need graph algorithms",
 * "准备信息学奥赛NOIP，想学动态规划". When another clause names a subject, that one is the subject.
 */
const EXAM_WORDS =
  /\b(?:exams?|tests?|resits?|retakes?|permits?|certifications?|olympiads?|finals|boards)\b|考试|考證|考证|奥赛|竞赛|资格证|联赛|考研|考公|考编|高考|中考/iu;

const EXAM_SECTION = /^(?:writing|reading|listening|speaking|essays?|写作|听力|口语|阅读|作文|翻译)$/iu;

/** Whether a subject read is only an exam's name (or an exam with its level: "USACO silver", "CDL permit"). */
export function namesAnExam(subject: string): boolean {
  if (EXAM_WORDS.test(subject)) return true;
  // Written as an acronym ("USACO silver", "嘅CPA"): "bar chords" or "sat" in a sentence name no exam.
  return subject.split(/[\s\u3400-\u9fff]+/u).some((word) => /^[A-Z][A-Z-]+$/.test(word) && NAMED_EXAM.test(word));
}

interface Ranked {
  text: string;
  strength: number;
  order: number;
  struggled?: true;
  framed?: boolean;
  /** Read as the name of an exam the learner prepares for ("studying for my PPL"), whatever its words. */
  exam?: true;
}

/** The subject among the candidates: the strongest, earliest; an exam's name gives way to a subject named elsewhere. */
export function bestSubject<T extends Ranked>(candidates: T[]): T | undefined {
  const ranked = [...candidates].sort((a, b) => b.strength - a.strength || a.order - b.order);
  const best = ranked[0];
  if (!best || !(best.exam || namesAnExam(best.text))) return best;
  // Named by a learning verb, a question or a wish ("need air brakes"), or as what the learner struggles with: never a
  // clause's leftover ("band 6 now").
  const named = ranked.find(
    (other) =>
      other !== best &&
      // What the learner struggles with may be said in the exam's own clause ("the bar exam, contracts are my weak spot").
      (other.order !== best.order || other.struggled) &&
      (other.strength >= 2 || other.struggled || other.framed) &&
      /\p{L}{2}/u.test(other.text) &&
      !namesAnExam(other.text),
  );
  // "IELTS 6 → 7.5, writing is my weak spot": a section of the exam struggled with is that exam's section.
  if (named?.struggled && EXAM_SECTION.test(named.text))
    return { ...named, text: `${best.text}${/\p{Script=Han}$/u.test(best.text) ? "" : " "}${named.text}` };
  return named ?? best;
}
