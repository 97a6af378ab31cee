import type { PracticeKind } from "../contract";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";

/**
 * A question of a chapter's text as the offline maker weighs it: its kind and answer known at once
 * (what choosing among questions reads), its prompt made when first asked for, and the rest of its
 * draft (a choice question's options, each naming a misconception) only once it is picked. The maker
 * considers every question a chapter gives (./fresh-questions) and keeps a handful: making the
 * prompts and misconceptions of the others was most of its time (bench (r)).
 */
export class QuestionCandidate {
  private madePrompt: string | undefined;
  private madeDraft: PracticeItemDraft | undefined;

  constructor(
    readonly kind: PracticeKind,
    readonly answer: string,
    private readonly makePrompt: () => string,
    private readonly makeDraft: (prompt: string) => PracticeItemDraft,
  ) {}

  get prompt(): string {
    return (this.madePrompt ??= this.makePrompt());
  }

  draft(): PracticeItemDraft {
    return (this.madeDraft ??= this.makeDraft(this.prompt));
  }

  /**
   * The same question as another candidate, its prompt and draft made once for both: the maker's picks
   * and the chapter's other questions are told apart by identity (./fresh-questions), as two questions
   * made apart always were.
   */
  again(): QuestionCandidate {
    return new QuestionCandidate(
      this.kind,
      this.answer,
      () => this.prompt,
      () => this.draft(),
    );
  }
}

/** A draft already made, as a candidate. */
export const madeCandidate = (draft: PracticeItemDraft): QuestionCandidate =>
  new QuestionCandidate(
    draft.kind,
    draft.answer,
    () => draft.prompt,
    () => draft,
  );
