/**
 * What the features other than courses may know of a course, asked here: always owner-scoped,
 * another owner's course and a missing one the same 404.
 */
import { and, eq, exists } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chapters, courses } from "@/lib/db/schema";
import { AppError, isAppError } from "@/lib/errors";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { draftFixture, ownerFixture, setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { courseChapters } from "./course-chapters";
import { courseOwnerOf, lockOwnedCourse, ownedCourseQuery, readOwnedCourse, requireOwnedCourse } from "./owned-course";

const notFound = (error: unknown) => isAppError(error) && error.status === 404;

describe.each(testDatabaseTargets())("course scope on $name", (target) => {
  const db = setUpTestDatabase(target);

  async function course(ownerId: string, language = "en") {
    const { profile, outline, goal } = draftFixture();
    const id = `crs_${ownerId.slice(-8)}${language}`;
    await db().insert(courses).values({ id, ownerId, goal, language, profile, outline });
    await db()
      .insert(chapters)
      .values(
        [
          [1, 0, "Services"],
          [0, 1, "Deployments"],
          [0, 0, "Pods"],
        ].map(([moduleIndex, position, title]) => ({
          id: `ch_${id}_${moduleIndex}${position}`,
          courseId: id,
          moduleIndex: Number(moduleIndex),
          position: Number(position),
          moduleTitle: "m",
          title: String(title),
          objective: "o",
          minutes: 10,
        })),
      );
    return id;
  }

  it("requireOwnedCourse: the owner's course; a foreign or missing one is a 404, named by the caller when it asks", async () => {
    const owner = ownerFixture();
    const id = await course(owner);
    expect(await requireOwnedCourse(db(), owner, id)).toEqual({ id });
    await expect(requireOwnedCourse(db(), ownerFixture(), id)).rejects.toSatisfy(notFound);
    await expect(requireOwnedCourse(db(), owner, "crs_missing")).rejects.toMatchObject({
      message: "This course does not exist, or it belongs to another browser.",
    });
    const chapter = () => new AppError("not_found", "This chapter does not exist.");
    await expect(requireOwnedCourse(db(), ownerFixture(), id, chapter)).rejects.toThrow("This chapter does not exist.");
  });

  it("readOwnedCourse: outline, profile and language (an unknown language reads as English); a foreign one is a 404", async () => {
    const owner = ownerFixture();
    const read = await readOwnedCourse(db(), owner, await course(owner, "zh"));
    expect(read).toMatchObject({ language: "zh", status: "draft", goal: draftFixture().goal, outline: draftFixture().outline });
    expect((await readOwnedCourse(db(), owner, await course(owner, "xx"))).language).toBe("en");
    await expect(readOwnedCourse(db(), ownerFixture(), read.id)).rejects.toSatisfy(notFound);
  });

  it("courseChapters: in course order, with their ids", async () => {
    const owner = ownerFixture();
    const id = await course(owner);
    const read = await courseChapters(db(), id);
    expect(read.map((chapter) => chapter.title)).toEqual(["Pods", "Deployments", "Services"]);
    expect(read.map((chapter) => chapter.id)).toEqual([`ch_${id}_00`, `ch_${id}_01`, `ch_${id}_10`]);
  });

  it("courseOwnerOf (background jobs): the owner of a course, null for one that is gone", async () => {
    const owner = ownerFixture();
    expect(await courseOwnerOf(db(), await course(owner))).toBe(owner);
    expect(await courseOwnerOf(db(), "crs_missing")).toBeNull();
  });

  it("lockOwnedCourse and ownedCourseQuery: only the owner's course", async () => {
    const owner = ownerFixture();
    const id = await course(owner);
    await db().transaction((tx) => lockOwnedCourse(tx, owner, id));
    await expect(db().transaction((tx) => lockOwnedCourse(tx, ownerFixture(), id))).rejects.toSatisfy(notFound);
    const owns = async (ownerId: string) =>
      (
        await db()
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.id, id), exists(ownedCourseQuery(db(), ownerId, id))))
      ).length;
    expect([await owns(owner), await owns(ownerFixture())]).toEqual([1, 0]);
  });
});
