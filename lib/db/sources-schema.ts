import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { courses } from "./course-schema";

/* The sources feature's tables (re-exported by ./schema.ts): what a course is searched over. */
/** Raw bytes (an upload kept until it is read); Buffer on node-postgres, Uint8Array on PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
/** A full-text vector; only ever written by PostgreSQL itself (generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Material a course is searched over (features/sources): the learner's uploads and pasted text,
 * and the course's own chapters and learning files (kind chapter/file, `origin` = chapter id or
 * file path, re-indexed only when `content_hash` changes; for uploads and pastes it records the
 * tokenizer version their terms were built with, features/sources/data/term-refresh.ts). The upload rows double as the ingestion
 * queue (queued → reading → splitting → indexing → ready | failed), claimed with SKIP LOCKED.
 */
export const sources = pgTable(
  "sources",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    courseId: text("course_id").references(() => courses.id, { onDelete: "cascade" }),
    /** Attached on /create before the course exists; linked to the course once it is saved. */
    interviewId: text("interview_id"),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    fileName: text("file_name"),
    type: text("type"),
    bytes: integer("bytes").notNull().default(0),
    status: text("status").notNull().default("queued"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    claimedBy: text("claimed_by"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    notBefore: timestamp("not_before", { withTimezone: true }).notNull().defaultNow(),
    /** The uploaded bytes, dropped once read. */
    upload: bytea("upload"),
    /** Pasted text, dropped once indexed (it is then in `text`). */
    pastedText: text("pasted_text"),
    /** Extracted text (null until read). */
    text: text("text"),
    /** [{ page, startLine }] for PDFs. */
    pages: jsonb("pages"),
    lineCount: integer("line_count").notNull().default(0),
    chunkCount: integer("chunk_count").notNull().default(0),
    /** The sum of its chunks' search_length: the course's mean chunk length for BM25 without reading every chunk. */
    searchLength: integer("search_length").notNull().default(0),
    contentHash: text("content_hash"),
    origin: text("origin"),
    path: text("path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("sources_owner_course_idx").on(table.ownerId, table.courseId),
    index("sources_owner_interview_idx").on(table.ownerId, table.interviewId),
    index("sources_queue_idx").on(table.status, table.notBefore),
    uniqueIndex("sources_course_origin_idx")
      .on(table.courseId, table.origin)
      .where(sql`origin IS NOT NULL`),
  ],
);

/**
 * The searchable passages of a source. Only chunks whose source is ready are ever searched, and a
 * source's chunks are replaced in one transaction, so nothing half-indexed is found.
 * `search_text` holds the tokenizer's terms (features/sources/lib/search-terms.ts), so PGlite and
 * PostgreSQL build the same vector with the 'simple' configuration.
 */
export const sourceChunks = pgTable(
  "source_chunks",
  {
    id: text("id").primaryKey(),
    sourceId: text("source_id")
      .notNull()
      .references(() => sources.id, { onDelete: "cascade" }),
    courseId: text("course_id"),
    ownerId: text("owner_id").notNull(),
    ordinal: integer("ordinal").notNull(),
    heading: text("heading"),
    text: text("text").notNull(),
    lineStart: integer("line_start").notNull(),
    lineEnd: integer("line_end").notNull(),
    pageStart: integer("page_start"),
    pageEnd: integer("page_end"),
    searchText: text("search_text").notNull(),
    /** The chunk's length for BM25 (searchLength in features/sources/lib/search-terms.ts). */
    searchLength: integer("search_length").notNull().default(1),
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  },
  (table) => [
    index("source_chunks_source_idx").on(table.sourceId, table.ordinal),
    index("source_chunks_owner_course_idx").on(table.ownerId, table.courseId),
    index("source_chunks_search_idx").using("gin", table.searchVector),
  ],
);
