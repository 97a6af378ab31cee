import "server-only";
import { getTableName, sql, type SQL } from "drizzle-orm";
import { rowsAsJson } from "@/lib/db/json-rows";
import { practiceItems } from "@/lib/db/practice-schema";
import type { Locale } from "@/lib/i18n/locales";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { QuestionSet } from "../lib/question-set";
import { newPracticeId } from "./practice-rows";
import { chapterHash, draftColumns, type StoreOutcome } from "./practice-writes";

/** The chapter's row inside the statement that saves its first text (the courses feature's save hands it over). */
export interface SavedRowInStatement {
  /** A relation of one row, or none when the text was not saved. */
  from: SQL;
  chapterId: SQL;
  courseId: SQL;
  ownerId: SQL;
}

export interface QuestionsWithFirstText {
  language: Locale;
  /** The chapter's file path (lib/course-scope/chapter-file-path), the citations' prefix. */
  path: string;
  /** The text being saved, and its lines as the maker split them (lib/citation-check chapterLines). */
  content: string;
  lines: readonly string[];
  /** The offline maker's drafts: each is checked here, and only what passes is written. */
  drafts: readonly PracticeItemDraft[];
}

/**
 * The offline maker's questions for a chapter's first text, as part of the one statement that saves
 * it (app/_compose wires it to the courses feature's save): a data-modifying WITH item that inserts
 * the questions that pass the check, reading the saved row, so nothing is written unless the text is.
 * What storeQuestionsWithinSave does for a first text (which has no older questions to retire and
 * none already made), without a transaction of its own. The rows travel as one jsonb parameter
 * (lib/db/json-rows), with only what differs between them; the owner, course and chapter come from
 * the saved row, and the language, path, text hash, status and source are bound once; each
 * question's new FSRS card is its card columns' defaults (ts-fsrs's empty card, due as the statement
 * runs), ten fields a row fewer to send and read out of the parameter. The statement's fixed text is
 * made once, and its text is the same for every chapter (the save prepares it once).
 */
export function questionsWithFirstText(
  input: QuestionsWithFirstText,
  saved: SavedRowInStatement,
): { writes: SQL | null; refused: StoreOutcome["refused"] } {
  const set = new QuestionSet<"offline">(input.lines);
  const refused: StoreOutcome["refused"] = [];
  for (const draft of input.drafts) {
    const reason = set.offer(draft, "offline");
    if (reason) refused.push({ prompt: String(draft.prompt).slice(0, 200), reason });
  }
  if (set.kept.length === 0) return { writes: null, refused };
  const rows = set.kept.map(({ draft }) => ({ id: newPracticeId("pi"), ...draftColumns(draft) }));
  const items = rowsAsJson(practiceItems, rows, "item_rows");
  // What every question of the chapter shares is bound once, not repeated in each row of the parameter.
  const shared = sql`${input.language}::text, ${input.path}::text, ${chapterHash(input.content)}::text, 'active', 'offline'`;
  const writes = sql`${INSERT_HEAD}${items.columns}) select ${saved.ownerId}, ${saved.courseId}, ${saved.chapterId}, ${shared}, ${items.columns} from ${saved.from}, ${items.from})`;
  return { writes, refused };
}

/** `practice_new_items as (insert into practice_items (owner_id, course_id, chapter_id, language, cited_path, chapter_hash, status, source, ` */
const INSERT_HEAD = sql.raw(
  `"practice_new_items" as (insert into "${getTableName(practiceItems)}" (${[
    practiceItems.ownerId,
    practiceItems.courseId,
    practiceItems.chapterId,
    practiceItems.language,
    practiceItems.citedPath,
    practiceItems.chapterHash,
    practiceItems.status,
    practiceItems.source,
  ]
    .map((column) => `"${column.name}"`)
    .join(", ")}, `,
);
