import "server-only";
import { readOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import type { PracticeExportFormat } from "../contract";
import { readPracticeExport } from "../data/practice-export";
import { toAnkiText, toCsv, type ExportQuestion } from "../lib/export-formats";

export interface PracticeDownload {
  body: string;
  contentType: string;
  /** The file's name: `filename` is ASCII (every browser), `filenameUtf8` keeps the course's own title. */
  filename: string;
  filenameUtf8: string;
}

const EXTENSION: Record<PracticeExportFormat, { ext: string; type: string }> = {
  anki: { ext: "txt", type: "text/plain; charset=utf-8" },
  csv: { ext: "csv", type: "text/csv; charset=utf-8" },
  json: { ext: "json", type: "application/json; charset=utf-8" },
};

/** A file name's stem from a title: its letters and digits (any script), dashes between words. */
function stem(title: string, ascii: boolean): string {
  const words = title.normalize("NFKC").match(ascii ? /[A-Za-z0-9]+/g : /[\p{L}\p{N}]+/gu) ?? [];
  return words.join("-").toLowerCase().slice(0, 60);
}

/**
 * The course's practice as a download: Anki's text import or CSV of the questions still asked
 * (active ones: a stale question was made from text the chapter no longer has), or all of it
 * (questions of every status, attempts, the review log) as JSON.
 */
export async function practiceDownload(
  db: Database,
  ownerId: string,
  courseId: string,
  format: PracticeExportFormat,
  now = new Date(),
): Promise<PracticeDownload> {
  const owned = await readOwnedCourse(db, ownerId, courseId);
  const course = { id: owned.id, title: owned.outline.title };
  const data = await readPracticeExport(db, ownerId, course, now);
  const { ext, type } = EXTENSION[format];
  const name = (text: string) => `${text ? `${text}-` : ""}practice${format === "anki" ? "-anki" : ""}.${ext}`;
  const files = { filename: name(stem(course.title, true)), filenameUtf8: name(stem(course.title, false)) };
  if (format === "json") return { body: `${JSON.stringify(data, null, 2)}\n`, contentType: type, ...files };
  const attempts = new Map<string, number>();
  for (const attempt of data.attempts) attempts.set(attempt.itemId, (attempts.get(attempt.itemId) ?? 0) + 1);
  const questions: ExportQuestion[] = data.questions
    .filter((question) => question.status === "active")
    .map((question) => ({ ...question, ...question.card, attempts: attempts.get(question.id) ?? 0 }));
  return { body: format === "anki" ? toAnkiText(course.title, questions) : toCsv(questions), contentType: type, ...files };
}
