import type { PracticeItemDraft } from "./practice-item-schemas";
import { QuestionSet } from "./question-set";

/**
 * "Make a question from these lines" with the course model: the same tool and checks as a chapter's
 * questions (lib/question-set), but one question is the whole set, and it must rest on the lines the
 * learner selected: a question citing other lines of the chapter is refused, however well supported.
 */
export class SelectionSet extends QuestionSet<"generated"> {
  constructor(
    lines: readonly string[],
    readonly lineStart: number,
    readonly lineEnd: number,
  ) {
    super(lines);
  }

  override offer(draft: PracticeItemDraft, tag: "generated"): string | null {
    if (draft.lineStart < this.lineStart || draft.lineEnd > this.lineEnd) {
      return `cite the selected lines (${this.lineStart}-${this.lineEnd}), not ${draft.lineStart}-${draft.lineEnd}`;
    }
    if (this.kept.length > 0) return "one question was asked for and one is already kept";
    return super.offer(draft, tag);
  }

  override complete(): boolean {
    return this.kept.length > 0;
  }

  override needs(): string {
    return `one question on lines ${this.lineStart}-${this.lineEnd}, citing only those lines`;
  }
}
