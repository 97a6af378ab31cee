/**
 * The practice export (issue 24, item 8) through its route, on PGlite and on PostgreSQL when
 * TEST_DATABASE_URL is set: the course's questions as Anki's text import and as CSV, its attempts and
 * review log as JSON, each a download with a proper file name; the owner's only.
 */
import { describe, expect, it } from "vitest";
import * as exportRoute from "@/app/api/courses/[id]/practice/export/route";
import { practiceExportSchema, practiceListResponseSchema } from "@/features/practice/contract";
import { cookieFor, expectError, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { practiceCalls, writtenCourse } from "@/tests/support/practice/practice-kit";
import type { Locale } from "@/lib/i18n/locales";

async function download(ownerId: string, courseId: string, query: string) {
  const url = `http://127.0.0.1/api/courses/${courseId}/practice/export${query}`;
  return exportRoute.GET(request(url, { cookie: await cookieFor(ownerId) }), params({ id: courseId }));
}

describe.each(testDatabaseTargets())("practice export on $name", (target) => {
  const handle = setUpCourseRouteEnvironment({ open: () => target.open() });
  const db = () => handle().db;

  async function practisedCourse(ownerId: string, language: Locale = "en") {
    const courseId = await writtenCourse(db(), ownerId, language);
    const calls = practiceCalls(ownerId);
    const list = practiceListResponseSchema.parse(await (await calls.practice(courseId)).json());
    const [first, second] = list.questions;
    await calls.attempt(first!.id, { answer: "no idea", confidence: 1 });
    await calls.attempt(first!.id, { answer: "still no idea", confidence: 1, answerShown: true });
    await calls.attempt(second!.id, { answer: "whatever", confidence: 2 });
    return { courseId, list };
  }

  it("Anki: a tab-separated note per active question, with Anki's headers and the source reference", async () => {
    const ownerId = ownerFixture();
    const { courseId, list } = await practisedCourse(ownerId);
    const response = await download(ownerId, courseId, "?format=anki");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="machine-learning-basics-practice-anki.txt"; filename*=UTF-8''machine-learning-basics-practice-anki.txt`,
    );
    const text = await response.text();
    expect(text.startsWith("#separator:tab\n#html:true\n")).toBe(true);
    const notes = text
      .trimEnd()
      .split("\n")
      .filter((line) => !line.startsWith("#"));
    expect(notes).toHaveLength(list.questions.length);
    for (const question of list.questions) {
      const note = notes.find((line) => line.startsWith(`nexusnote-${question.id}\t`));
      expect(note?.split("\t")).toHaveLength(7);
      expect(note?.split("\t")[5]).toBe(question.citation);
    }
  });

  it("CSV: a row per active question with its card and attempts; JSON: questions, every attempt and the review log", async () => {
    const ownerId = ownerFixture();
    const { courseId, list } = await practisedCourse(ownerId);
    const csv = await download(ownerId, courseId, "?format=csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toContain('filename="machine-learning-basics-practice.csv"');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // A byte-order mark first, so a spreadsheet reads the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(rows[0]).toMatch(/^id,kind,prompt,/);
    expect(rows.filter((row) => row.startsWith("pi_"))).toHaveLength(list.questions.length);

    const json = await download(ownerId, courseId, "?format=json");
    expect(json.headers.get("content-disposition")).toContain('filename="machine-learning-basics-practice.json"');
    const data = practiceExportSchema.parse(await json.json());
    expect(data.course).toEqual({ id: courseId, title: "Machine learning basics" });
    expect(data.questions).toHaveLength(list.questions.length);
    expect(data.attempts.map((attempt) => [attempt.answer, attempt.answerShown])).toEqual([
      ["no idea", false],
      ["still no idea", true],
      ["whatever", false],
    ]);
    // The review log: the attempts FSRS reviewed, not the retry after the answer was shown.
    expect(data.reviewLog.map((review) => review.attemptId)).toEqual([data.attempts[0]!.id, data.attempts[2]!.id]);
    expect(data.reviewLog.every((review) => review.rating >= 1 && review.rating <= 4)).toBe(true);
  });

  it("a Chinese course's file is named in its own title, with an ASCII name for old browsers", async () => {
    const ownerId = ownerFixture();
    const { courseId } = await practisedCourse(ownerId, "zh");
    const response = await download(ownerId, courseId, "?format=csv");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="practice.csv"; filename*=UTF-8''${encodeURIComponent("机器学习入门-practice.csv")}`,
    );
    expect(await response.text()).toContain("chapters/01-01-");
  });

  it("another browser's course or an unknown one is 404; an unknown format is 400", async () => {
    const ownerId = ownerFixture();
    const courseId = await writtenCourse(db(), ownerId);
    await expectError(await download(ownerFixture(), courseId, "?format=csv"), 404, "not_found");
    await expectError(await download(ownerId, "crs_unknown", "?format=csv"), 404, "not_found");
    await expectError(await download(ownerId, courseId, "?format=apkg"), 400, "bad_request");
  });
});
