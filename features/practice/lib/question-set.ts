import type { PracticeKind } from "../contract";
import { comparableAnswer } from "./answer-match";
import { checkCitation } from "./citation-check";
import { practiceItemDraftSchema, type PracticeItemDraft } from "./practice-item-schemas";

/**
 * A chapter's question set as it is made: each draft is judged as the store will judge it (valid,
 * and supported by the lines it cites), a question asked twice is kept once, and the set is
 * complete once it has at least MIN_QUESTIONS of every kind together (issue 24: "at least 4 per
 * chapter, of three kinds"). The course model's tool fills one, and the offline maker tops up what
 * a failing model left short.
 */

export const MIN_QUESTIONS = 4;
/** Enough for a session on one chapter without asking the same thing twice. */
export const MAX_QUESTIONS = 8;
export const KINDS: readonly PracticeKind[] = ["choice", "cloze", "short"];

/** Why a draft cannot be stored, or null when it can. */
export function draftProblem(draft: unknown, lines: readonly string[]): string | null {
  const parsed = practiceItemDraftSchema.safeParse(draft);
  if (!parsed.success) return `not a valid question: ${parsed.error.issues[0]?.message ?? "invalid"}`;
  const check = checkCitation(parsed.data, lines);
  return check.ok ? null : check.reason;
}

const sameQuestion = (a: PracticeItemDraft, b: PracticeItemDraft) =>
  a.kind === b.kind &&
  (comparableAnswer(a.prompt) === comparableAnswer(b.prompt) ||
    (a.lineStart === b.lineStart && comparableAnswer(a.answer) === comparableAnswer(b.answer)));

export class QuestionSet<Tag extends string = string> {
  readonly kept: { draft: PracticeItemDraft; tag: Tag }[] = [];

  constructor(private readonly lines: readonly string[]) {}

  /** Keeps the draft when it is valid, supported and new; otherwise says why not. */
  offer(draft: PracticeItemDraft, tag: Tag): string | null {
    const problem = draftProblem(draft, this.lines);
    if (problem) return problem;
    if (this.kept.some((kept) => sameQuestion(kept.draft, draft))) return "the same question was already given";
    if (this.kept.length >= MAX_QUESTIONS) return `there are already ${MAX_QUESTIONS} questions`;
    this.kept.push({ draft, tag });
    return null;
  }

  missingKinds(): PracticeKind[] {
    return KINDS.filter((kind) => !this.kept.some((kept) => kept.draft.kind === kind));
  }

  complete(): boolean {
    return this.kept.length >= MIN_QUESTIONS && this.missingKinds().length === 0;
  }

  /** What the set still lacks, in words the model can act on (the tool's reply when it is not complete). */
  needs(): string {
    const missing = this.missingKinds();
    const kept = this.kept.length;
    return [
      missing.length > 0 ? `at least one question of each missing kind (${missing.join(", ")})` : null,
      kept < MIN_QUESTIONS ? `${MIN_QUESTIONS - kept} more question(s)` : null,
    ]
      .filter(Boolean)
      .join(" and ");
  }

  /** Tops the set up from `drafts` (the kinds it lacks first), until it is complete or they run out. */
  fill(drafts: readonly PracticeItemDraft[], tag: Tag): void {
    const missing = new Set(this.missingKinds());
    const ordered = [...drafts.filter((draft) => missing.has(draft.kind)), ...drafts.filter((draft) => !missing.has(draft.kind))];
    for (const draft of ordered) {
      if (this.complete()) return;
      if (this.kept.length < MIN_QUESTIONS || this.missingKinds().includes(draft.kind)) this.offer(draft, tag);
    }
  }
}
