import { comparableAnswer } from "../lib/answer-match";
import { MIN_QUESTIONS } from "../lib/question-set";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";

/**
 * A course's practice should not repeat itself: /review mixes its chapters, and "correct on two
 * different questions" (the milestone rule) must mean two different questions. The offline writer's
 * chapters share their scaffolding (the same steps, the same common mistakes), so the maker's first
 * picks for one chapter are often questions another chapter already has. Here the chapter asks what
 * the course does not ask yet, what the course asks nothing about first (its module's own terms), as
 * many as its first picks and of their kinds. Only when the chapter's text offers nothing new is a
 * question repeated, only as far as the chapter needs (MIN_QUESTIONS and its kinds), and only one
 * asked elsewhere with the same answer (a prompt seen twice must expect the same answer both times).
 */

/** The questions the course already asks (its other chapters'): each prompt's key → its answer's key. */
export type TakenPrompts = ReadonlyMap<string, string>;

export const NOTHING_TAKEN: TakenPrompts = new Map();

/** How prompts are compared: case, width, spacing and punctuation folded, as the store compares answers. */
export const promptKey = (prompt: string): string => comparableAnswer(prompt);

/** What choosing among questions reads of one: a draft, or a question of the chapter not written out yet. */
export type AskedQuestion = Pick<PracticeItemDraft, "kind" | "prompt" | "answer">;

export interface FreshQuestions<Question extends AskedQuestion = PracticeItemDraft> {
  drafts: Question[];
  /**
   * Further questions of the chapter's text the course does not ask yet, one of each kind at most:
   * what a store that finds a pick taken meanwhile (by a writer outside the course's write lock) takes in its place.
   */
  spares: Question[];
}

/** A stable per-chapter offset, so two chapters written at once reach for different alternates first. */
function offsetOf(seed: string, size: number): number {
  if (size === 0) return 0;
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % size;
}

function interleaved<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  for (let index = 0; lists.some((list) => index < list.length); index += 1) {
    for (const list of lists) if (index < list.length) out.push(list[index]!);
  }
  return out;
}

const rotated = <T>(items: readonly T[], by: number): T[] => [...items.slice(by), ...items.slice(0, by)];

/**
 * `primary`: the maker's picks, best first; `alternates`: every other question the chapter's text
 * gives; `seed`: the chapter (its path), spreading the alternates; `particular`: whether a question
 * is about what the course asks nothing about yet (its module's own terms). Those come first: the
 * scaffolding every chapter shares is left to the chapters that have nothing of their own to ask.
 * As many as the first picks, one of each of their kinds first.
 */
export function freshQuestions<Question extends AskedQuestion>(
  primary: readonly Question[],
  alternates: readonly Question[],
  taken: TakenPrompts,
  options: { seed: string; particular: (question: Question) => boolean },
): FreshQuestions<Question> {
  const chosen = new Set<string>();
  // Each question's prompt key, made once and only when asked for: the loops below ask for it again and
  // again, a long prompt's comparable form is not kept by comparableAnswer, and most alternates' are never
  // needed (a prompt not asked for is then never made: ./question-candidates, bench (r)).
  const keys = new Map<Question, string>();
  const keyOf = (question: Question) => {
    let key = keys.get(question);
    if (key === undefined) keys.set(question, (key = promptKey(question.prompt)));
    return key;
  };
  const fresh = (question: Question) => !taken.has(keyOf(question)) && !chosen.has(keyOf(question));
  // The same question (prompt and answer) asked in another chapter: correct to ask again, if nothing new is left.
  const sameElsewhere = (question: Question) =>
    !chosen.has(keyOf(question)) && taken.get(keyOf(question)) === comparableAnswer(question.answer);
  const take = (question: Question) => {
    chosen.add(keyOf(question));
    return question;
  };
  const picks = new Set(primary);
  const others = alternates.filter((question) => !picks.has(question));
  const byKind = (kind: Question["kind"]) => {
    const ofKind = others.filter((question) => question.kind === kind);
    return rotated(ofKind, offsetOf(options.seed, ofKind.length));
  };
  // Interleaved by kind, so whichever picks are lost, one of their kind is near the front.
  const rest = interleaved([byKind("cloze"), byKind("choice"), byKind("short")]);
  const out: Question[] = [];
  // The chapter's own questions first, the maker's picks before the rest within each (each told once).
  const [primaryOwn, primaryShared] = split(primary, options.particular);
  const [restOwn, restShared] = split(rest, options.particular);
  const ordered = [...primaryOwn, ...restOwn, ...primaryShared, ...restShared];
  // One of each kind the first picks had, then the best fresh ones, as many as the first picks.
  for (const kind of new Set(primary.map((question) => question.kind))) {
    const first = ordered.find((question) => question.kind === kind && fresh(question));
    if (first) out.push(take(first));
  }
  for (const question of ordered) {
    if (out.length >= primary.length) break;
    if (fresh(question)) out.push(take(question));
  }
  // Nothing new left: a question asked elsewhere with the same answer, only as far as the chapter needs
  // one (MIN_QUESTIONS, and each kind its first picks had), never to make up the rest of the count.
  // Nothing taken, nothing to repeat: no prompt looked at.
  const repeats = taken.size === 0 ? [] : ordered.filter(sameElsewhere);
  for (const kind of new Set(primary.map((question) => question.kind))) {
    const missing = !out.some((kept) => kept.kind === kind);
    const again = missing ? repeats.find((question) => question.kind === kind && sameElsewhere(question)) : undefined;
    if (again) out.push(take(again));
  }
  for (const question of repeats) {
    if (out.length >= Math.min(MIN_QUESTIONS, primary.length)) break;
    if (sameElsewhere(question)) out.push(take(question));
  }
  // One of each kind in reserve: a chapter's questions are made and stored holding the course's write
  // lock, so only a writer outside it (a rewrite, a learner's own question) can take a pick meanwhile,
  // and the store takes a spare of the lost pick's kind first. Each spare costs a check and a row to send.
  const spares = (["cloze", "choice", "short"] as const).flatMap(
    (kind) => rest.find((question) => question.kind === kind && fresh(question)) ?? [],
  );
  return { drafts: out, spares };
}

/** `items` split by `test`, each part in order: those it holds for, then the others. */
function split<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  const held: T[] = [];
  const rest: T[] = [];
  for (const item of items) (test(item) ? held : rest).push(item);
  return [held, rest];
}
