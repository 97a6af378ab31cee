import "server-only";
import { getTableName, sql, type SQL } from "drizzle-orm";
import { rowsAsJson } from "@/lib/db/json-rows";
import { practiceItems } from "@/lib/db/practice-schema";
import type { Locale } from "@/lib/i18n/locales";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { QuestionSet } from "../lib/question-set";
import { promptKey, type TakenPrompts } from "../offline/fresh-questions";
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
  /** Questions in reserve, for drafts another chapter's save took meanwhile (offline/fresh-questions). */
  spares?: readonly PracticeItemDraft[];
  /** What the course asked when the drafts were made: a draft asked there already is a deliberate repeat. */
  taken?: TakenPrompts;
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
  const set = new QuestionSet<"draft" | "spare">(input.lines);
  const refused: StoreOutcome["refused"] = [];
  for (const draft of input.drafts) {
    const reason = set.offer(draft, "draft");
    if (reason) refused.push({ prompt: String(draft.prompt).slice(0, 200), reason });
  }
  const wanted = set.kept.length;
  if (wanted === 0) return { writes: null, refused };
  // A spare that fails the check is only not kept in reserve: the drafts' refusals are what is reported.
  const spares = new QuestionSet<"spare">(input.lines);
  for (const spare of input.spares ?? []) spares.offer(spare, "spare");
  const kept = [...set.kept, ...spares.kept];
  const rows = kept.map(({ draft }) => ({ id: newPracticeId("pi"), ...draftColumns(draft) }));
  const items = rowsAsJson(practiceItems, rows, ITEM_ROWS);
  // Each row's rank (drafts first, then spares), and whether it repeats a question the course asks on purpose.
  const ranks = Object.fromEntries(
    kept.map(({ draft, tag }, index) => [rows[index]!.id, [index, tag === "draft" && input.taken?.has(promptKey(draft.prompt)) ? 1 : 0]]),
  );
  // What every question of the chapter shares is bound once, not repeated in each row of the parameter.
  const shared = sql`${input.language}::text, ${input.path}::text, ${chapterHash(input.content)}::text, 'active', 'offline'`;
  // Bound once and joined as one row: named three times below, it would be three parameters, each sent and parsed.
  const meta = sql`${RANKS}.${RANKS_VALUE} -> ${ITEM_ID}`;
  const ranksRow = sql`(select ${JSON.stringify(ranks)}::jsonb as ${RANKS_VALUE}) as ${RANKS}`;
  const rank = sql`(${meta} ->> 0)::int`;
  // The drafts are made and this runs holding the course's write lock, so no other chapter's first text
  // lands in between; a writer outside it (a rewrite, a learner's own question) that committed since
  // may ask one of them now: that row is skipped and a spare of its kind takes its place, so the
  // chapter keeps its count. The owner leads the lookup as it leads the index (owner, course).
  const writes = sql`${INSERT_HEAD}${items.columns}) select ${saved.ownerId}, ${saved.courseId}, ${saved.chapterId}, ${shared}, ${items.columns} from ${saved.from}, ${items.from}, ${ranksRow} where (${meta} ->> 1) = '1' or not exists (select 1 from ${practiceItems} as ${ASKED} where ${ASKED_OWNER} = ${saved.ownerId} and ${ASKED_COURSE} = ${saved.courseId} and ${ASKED_STATUS} = 'active' and ${ASKED_PROMPT} = ${ITEM_PROMPT}) order by (row_number() over (partition by ${ITEM_KIND} order by ${rank}) = 1) desc, ${rank} limit ${wanted})`;
  return { writes, refused };
}

const ITEM_ROWS = "item_rows";
const RANKS = sql.identifier("item_ranks");
const RANKS_VALUE = sql.identifier("ranks");
const ASKED = sql.identifier("asked");
const column = (table: string, name: string) => sql.raw(`"${table}"."${name}"`);
const ITEM_ID = column(ITEM_ROWS, practiceItems.id.name);
const ITEM_KIND = column(ITEM_ROWS, practiceItems.kind.name);
const ITEM_PROMPT = column(ITEM_ROWS, practiceItems.prompt.name);
const ASKED_OWNER = column("asked", practiceItems.ownerId.name);
const ASKED_COURSE = column("asked", practiceItems.courseId.name);
const ASKED_STATUS = column("asked", practiceItems.status.name);
const ASKED_PROMPT = column("asked", practiceItems.prompt.name);

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
