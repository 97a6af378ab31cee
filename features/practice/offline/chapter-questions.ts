import { boundedMemo } from "@/lib/bounded-memo";
import { comparableAnswer } from "../lib/answer-match";
import { choiceCandidate, namedListTerms, pickDistractors, type SourcedTerm } from "./choice-questions";
import type { ChapterMaterial, DefinedTerm, ListBlock } from "./chapter-terms";
import { madeCandidate, type QuestionCandidate } from "./question-candidates";
import { definitionCandidate, listCandidate, subjectClozes, termClozeCandidate } from "./question-kinds";
import type { QuestionPhrases } from "./question-phrases";

/** `make(key)`, made once per key for as long as the chapter's questions are weighed. */
const once = <K, V>(make: (key: K) => V): ((key: K) => V) => boundedMemo(Infinity, make);

/**
 * The questions one chapter's text gives (./question-maker), each made once: the maker's first picks
 * and every other question of the chapter (what it asks instead when the course asks those already)
 * are largely the same questions (a term's cloze, its choice question, a list's points, the sentences
 * naming the subject), and making them twice was a good part of the maker's time (bench (r)).
 */
export class ChapterQuestions {
  constructor(
    private readonly material: ChapterMaterial,
    private readonly title: string,
    private readonly path: string,
    private readonly words: QuestionPhrases,
    /** The terms a choice question draws its wrong options from: the chapter's, then the course's. */
    private readonly pool: readonly SourcedTerm[],
  ) {}

  /** A term's comparable form, made once: every term is weighed as a wrong option of every other. */
  private readonly termKey = once((term: DefinedTerm) => comparableAnswer(term.term));

  /** A term's wrong options among the pool's terms; `short` when the pool ran out before enough. */
  readonly distractors = once((target: SourcedTerm) => pickDistractors(target, this.pool, this.termKey));

  /** A choice question on a term, its wrong options from the pool; null when the pool has none. */
  readonly choice = once((target: SourcedTerm) => choiceCandidate(target, this.distractors(target).distractors, this.words));

  readonly termCloze = once((term: DefinedTerm) => termClozeCandidate(term, this.words));

  readonly definition = once((term: DefinedTerm) => definitionCandidate(term, this.words));

  readonly list = once((list: ListBlock) => listCandidate(list, this.words));

  private namedMade: (QuestionCandidate | null)[][] | undefined;
  private subjectMade: QuestionCandidate[] | undefined;

  /**
   * For each list naming the things it explains (namedListTerms, the fullest first), a choice question on
   * each name, the list's other names its wrong options (null where it has none).
   */
  get namedChoices(): (QuestionCandidate | null)[][] {
    return (this.namedMade ??= namedListTerms(this.material.lists, this.path).map((terms) =>
      terms.map((term) => choiceCandidate(term, pickDistractors(term, terms, this.termKey).distractors, this.words)),
    ));
  }

  /**
   * Every cloze blanking the chapter's subject in a sentence, in the chapter's order: the maker picks
   * the first few (subjectClozes stops at its limit, so they are these ones).
   */
  get subjectClozes(): QuestionCandidate[] {
    return (this.subjectMade ??= subjectClozes(this.material, this.title, this.words, Infinity).map(madeCandidate));
  }
}
