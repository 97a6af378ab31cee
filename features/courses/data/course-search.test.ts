import { describe, expect, it } from "vitest";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { confirmCourse } from "./confirm-course";
import { saveDraftFromInterview } from "./course-queries";
import { searchCourses, searchTerms } from "./course-search";
import { draftFixture, outlineFixture, ownerFixture, setUpTestDatabase } from "@/tests/support/courses/course-test-kit";

describe("search terms", () => {
  it("keeps what the query is about, not the 'my courses' words", () => {
    expect(searchTerms("What's in my Kubernetes course?")).toEqual(["kubernetes"]);
    expect(searchTerms("my courses")).toEqual([]);
    expect(searchTerms("我的课程")).toEqual([]);
    expect(searchTerms("我的日语课程")).toEqual(["日语"]);
    expect(searchTerms("Do I have anything on C++ or Node.js?")).toEqual(["c++", "node.js"]);
  });
});

describe.each(testDatabaseTargets())("searching the owner's courses on $name", (target) => {
  const db = setUpTestDatabase(target);

  it("finds courses by title, goal, module and chapter titles, case-insensitively, only the owner's", async () => {
    const owner = ownerFixture();
    const other = ownerFixture();
    const kube = await saveDraftFromInterview(db(), owner, draftFixture());
    const japanese = await saveDraftFromInterview(
      db(),
      owner,
      draftFixture({
        goal: "日语",
        language: "zh",
        outline: outlineFixture({
          title: "从零开始学日语",
          modules: [
            { title: "假名", chapters: [{ title: "平假名", objective: "认识平假名。", snippet: "五十音图的第一行。", minutes: 20 }] },
            { title: "会话", chapters: [{ title: "问候", objective: "会打招呼。", snippet: "早上好、你好。", minutes: 20 }] },
          ],
        }),
      }),
    );
    await saveDraftFromInterview(db(), other, draftFixture({ outline: outlineFixture({ title: "Someone else's Kubernetes" }) }));

    expect(await searchCourses(db(), owner, "KUBERNETES")).toEqual([
      { courseId: kube.id, courseTitle: "Kubernetes for Docker users", chapterId: null, chapterTitle: null },
    ]);
    // A draft's module/chapter titles count towards the course.
    expect((await searchCourses(db(), owner, "ingress")).map((hit) => hit.courseId)).toEqual([kube.id]);
    expect((await searchCourses(db(), owner, "平假名")).map((hit) => hit.courseId)).toEqual([japanese.id]);
    // The goal too.
    expect((await searchCourses(db(), owner, "日语")).map((hit) => hit.courseId)).toEqual([japanese.id]);
    expect(await searchCourses(db(), owner, "quantum physics")).toEqual([]);
    // "my courses" lists the most recent ones.
    expect((await searchCourses(db(), owner, "my courses")).map((hit) => hit.courseId)).toEqual([japanese.id, kube.id]);
    // Never another owner's.
    expect(await searchCourses(db(), ownerFixture(), "kubernetes")).toEqual([]);
  });

  it("links the best matching chapter of a confirmed course", async () => {
    const owner = ownerFixture();
    const course = await saveDraftFromInterview(db(), owner, draftFixture());
    const confirmed = await confirmCourse(db(), owner, course.id);
    const ingress = confirmed.chapters.find((chapter) => chapter.title === "Ingress");
    const hits = await searchCourses(db(), owner, "ingress");
    expect(hits).toEqual([
      { courseId: course.id, courseTitle: "Kubernetes for Docker users", chapterId: ingress?.id, chapterTitle: "Ingress" },
    ]);
    expect(await searchCourses(db(), owner, "kubernetes", 1)).toHaveLength(1);
  });
});
