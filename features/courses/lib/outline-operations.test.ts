import { describe, expect, it } from "vitest";
import { courseOutlineSchema, type CourseOutline } from "@/lib/course-outline";
import {
  OUTLINE_LIMITS,
  addChapter,
  addModule,
  canAddChapter,
  canAddModule,
  canMoveChapter,
  canMoveModule,
  canRemoveChapter,
  canRemoveModule,
  chapterStep,
  fieldPath,
  findChapter,
  findModule,
  moveChapter,
  moveChapterTo,
  moveModule,
  moveModuleTo,
  removeChapter,
  removeModule,
  renameModule,
  toCourseOutline,
  toEditorOutline,
  updateChapter,
  updateCourse,
  validateOutline,
  type EditorChapter,
  type EditorOutline,
} from "./outline-operations";

function keys() {
  let next = 0;
  return () => `k${(next += 1)}`;
}

const chapter = (title: string, minutes = 20) => ({ title, objective: `Can do ${title}`, minutes });

const base: CourseOutline = {
  title: "Kubernetes",
  description: "Run apps on a cluster.",
  difficulty: "intermediate",
  estimatedMinutes: 100,
  designRationale: "Because.",
  modules: [
    { title: "Basics", chapters: [chapter("Pods"), chapter("Deployments")] },
    { title: "Networking", chapters: [chapter("Services"), chapter("Ingress"), chapter("DNS")] },
  ],
};

const editor = () => toEditorOutline(base, keys());
const titles = (outline: EditorOutline) => outline.modules.map((module) => module.chapters.map((item) => item.title));
const newChapter = (title: string, minutes = 30): EditorChapter => ({ ...chapter(title, minutes), key: `new-${title}` });

describe("limits", () => {
  it("come from the outline schema", () => {
    expect(OUTLINE_LIMITS).toMatchObject({ minModules: 2, maxModules: 8, minChapters: 1, maxChapters: 8 });
    expect(OUTLINE_LIMITS.chapterTitle).toBe(140);
    expect(OUTLINE_LIMITS.chapterObjective).toBe(300);
    expect(OUTLINE_LIMITS.courseDescription).toBe(600);
    // The boundaries really are the schema's: one fewer module is refused by zod.
    const one = { ...base, modules: base.modules.slice(0, OUTLINE_LIMITS.minModules - 1) };
    expect(courseOutlineSchema.safeParse(one).success).toBe(false);
  });
});

describe("conversion", () => {
  it("gives every module and chapter a distinct key and strips them again", () => {
    const outline = editor();
    const all = outline.modules.flatMap((module) => [module.key, ...module.chapters.map((item) => item.key)]);
    expect(new Set(all).size).toBe(all.length);
    const back = toCourseOutline(outline);
    expect(JSON.stringify(back)).not.toContain('"key"');
    expect(courseOutlineSchema.parse(back).modules).toEqual(base.modules);
  });

  it("recomputes the total from the chapters, clamped to the schema", () => {
    expect(toCourseOutline(editor()).estimatedMinutes).toBe(100);
    const tiny = toEditorOutline(
      {
        ...base,
        modules: [
          { title: "A", chapters: [chapter("a", 5)] },
          { title: "B", chapters: [chapter("b", 5)] },
        ],
      },
      keys(),
    );
    expect(toCourseOutline(tiny).estimatedMinutes).toBe(OUTLINE_LIMITS.minCourseMinutes);
  });
});

describe("text edits", () => {
  it("renames the course, a module and a chapter without touching the rest", () => {
    const outline = editor();
    const renamed = updateCourse(outline, { title: "K8s", description: "New" });
    expect(renamed).toMatchObject({ title: "K8s", description: "New" });
    expect(outline.title).toBe("Kubernetes");

    const renamedModule = renameModule(outline, 1, "Net");
    expect(renamedModule.modules[1]?.title).toBe("Net");
    expect(renamedModule.modules[0]).toBe(outline.modules[0]);

    const edited = updateChapter(outline, { moduleIndex: 1, chapterIndex: 2 }, { title: "CoreDNS", objective: "Resolve" });
    expect(edited.modules[1]?.chapters[2]).toMatchObject({ title: "CoreDNS", objective: "Resolve", minutes: 20 });
    expect(edited.modules[1]?.chapters[2]?.key).toBe(outline.modules[1]?.chapters[2]?.key);
  });

  it("ignores addresses that don't exist", () => {
    const outline = editor();
    expect(renameModule(outline, 5, "x")).toBe(outline);
    expect(updateChapter(outline, { moduleIndex: 0, chapterIndex: 9 }, { title: "x" })).toBe(outline);
  });
});

describe("add and remove", () => {
  it("adds a chapter at the end of its module and updates the total", () => {
    const outline = addChapter(editor(), 0, newChapter("Jobs"));
    expect(titles(outline)[0]).toEqual(["Pods", "Deployments", "Jobs"]);
    expect(outline.estimatedMinutes).toBe(130);
  });

  it("adds a module at the end", () => {
    const outline = addModule(editor(), { key: "m", title: "Security", chapters: [newChapter("RBAC")] });
    expect(outline.modules.map((module) => module.title)).toEqual(["Basics", "Networking", "Security"]);
    expect(outline.estimatedMinutes).toBe(130);
  });

  it("refuses a module without chapters", () => {
    const outline = editor();
    expect(addModule(outline, { key: "m", title: "Empty", chapters: [] })).toBe(outline);
  });

  it("removes a chapter and keeps the order of the others", () => {
    const outline = removeChapter(editor(), { moduleIndex: 1, chapterIndex: 1 });
    expect(titles(outline)).toEqual([
      ["Pods", "Deployments"],
      ["Services", "DNS"],
    ]);
    expect(outline.estimatedMinutes).toBe(80);
  });

  it("never empties a module", () => {
    let outline = removeChapter(editor(), { moduleIndex: 0, chapterIndex: 0 });
    expect(canRemoveChapter(outline, 0)).toBe(false);
    const before = outline;
    outline = removeChapter(outline, { moduleIndex: 0, chapterIndex: 0 });
    expect(outline).toBe(before);
    expect(titles(outline)[0]).toEqual(["Deployments"]);
  });

  it("keeps at least two modules", () => {
    const outline = editor();
    expect(canRemoveModule(outline)).toBe(false);
    expect(removeModule(outline, 0)).toBe(outline);
    const three = addModule(outline, { key: "m", title: "Security", chapters: [newChapter("RBAC")] });
    const removed = removeModule(three, 0);
    expect(removed.modules.map((module) => module.title)).toEqual(["Networking", "Security"]);
    expect(removed.estimatedMinutes).toBe(90);
  });

  it("stops at eight modules and eight chapters per module", () => {
    let outline = editor();
    for (let index = 0; index < 10; index += 1) {
      outline = addModule(outline, { key: `m${index}`, title: `M${index}`, chapters: [newChapter(`c${index}`)] });
      outline = addChapter(outline, 0, newChapter(`extra${index}`));
    }
    expect(outline.modules).toHaveLength(OUTLINE_LIMITS.maxModules);
    expect(outline.modules[0]?.chapters).toHaveLength(OUTLINE_LIMITS.maxChapters);
    expect(canAddModule(outline)).toBe(false);
    expect(canAddChapter(outline, 0)).toBe(false);
    expect(courseOutlineSchema.safeParse(toCourseOutline(outline)).success).toBe(true);
  });
});

describe("moves", () => {
  it("moves a chapter within its module", () => {
    const outline = moveChapter(editor(), { moduleIndex: 1, chapterIndex: 0 }, "down");
    expect(titles(outline)[1]).toEqual(["Ingress", "Services", "DNS"]);
    expect(moveChapter(outline, { moduleIndex: 1, chapterIndex: 1 }, "up")).toEqual(editor());
  });

  it("crosses into the neighbouring module at the ends", () => {
    const down = moveChapter(editor(), { moduleIndex: 0, chapterIndex: 1 }, "down");
    expect(titles(down)).toEqual([["Pods"], ["Deployments", "Services", "Ingress", "DNS"]]);
    const up = moveChapter(editor(), { moduleIndex: 1, chapterIndex: 0 }, "up");
    expect(titles(up)).toEqual([
      ["Pods", "Deployments", "Services"],
      ["Ingress", "DNS"],
    ]);
  });

  it("refuses a cross-module move that would empty the source module", () => {
    const single = removeChapter(editor(), { moduleIndex: 0, chapterIndex: 0 });
    expect(canMoveChapter(single, { moduleIndex: 0, chapterIndex: 0 }, "down")).toBe(false);
    expect(moveChapter(single, { moduleIndex: 0, chapterIndex: 0 }, "down")).toBe(single);
  });

  it("refuses a move into a full module", () => {
    let outline = editor();
    for (let index = 0; index < 6; index += 1) outline = addChapter(outline, 0, newChapter(`x${index}`));
    expect(outline.modules[0]?.chapters).toHaveLength(8);
    expect(canMoveChapter(outline, { moduleIndex: 1, chapterIndex: 0 }, "up")).toBe(false);
  });

  it("can't move past the first or last slot of the course", () => {
    const outline = editor();
    expect(chapterStep(outline, { moduleIndex: 0, chapterIndex: 0 }, "up")).toBeNull();
    expect(chapterStep(outline, { moduleIndex: 1, chapterIndex: 2 }, "down")).toBeNull();
    expect(moveChapter(outline, { moduleIndex: 0, chapterIndex: 0 }, "up")).toBe(outline);
  });

  it("drops a chapter anywhere (drag and drop)", () => {
    const outline = moveChapterTo(editor(), { moduleIndex: 1, chapterIndex: 2 }, { moduleIndex: 0, chapterIndex: 1 });
    expect(titles(outline)).toEqual([
      ["Pods", "DNS", "Deployments"],
      ["Services", "Ingress"],
    ]);
    const same = moveChapterTo(editor(), { moduleIndex: 1, chapterIndex: 0 }, { moduleIndex: 1, chapterIndex: 2 });
    expect(titles(same)[1]).toEqual(["Ingress", "DNS", "Services"]);
    const unchanged = editor();
    expect(moveChapterTo(unchanged, { moduleIndex: 1, chapterIndex: 0 }, { moduleIndex: 1, chapterIndex: 7 })).toBe(unchanged);
  });

  it("moves modules with their chapters", () => {
    const outline = moveModule(editor(), 0, "down");
    expect(outline.modules.map((module) => module.title)).toEqual(["Networking", "Basics"]);
    expect(titles(outline)[1]).toEqual(["Pods", "Deployments"]);
    expect(canMoveModule(outline, 0, "up")).toBe(false);
    expect(canMoveModule(outline, 1, "down")).toBe(false);
    expect(moveModuleTo(outline, 1, 0).modules.map((module) => module.title)).toEqual(["Basics", "Networking"]);
  });

  it("keeps every chapter exactly once through a series of moves", () => {
    let outline = editor();
    const before = outline.modules.flatMap((module) => module.chapters.map((item) => item.key)).sort();
    const steps: Array<[number, number, "up" | "down"]> = [
      [0, 0, "down"],
      [0, 1, "down"],
      [1, 0, "up"],
      [1, 3, "up"],
      [0, 0, "up"],
    ];
    for (const [moduleIndex, chapterIndex, direction] of steps) {
      outline = moveChapter(outline, { moduleIndex, chapterIndex }, direction);
    }
    const after = outline.modules.flatMap((module) => module.chapters.map((item) => item.key)).sort();
    expect(after).toEqual(before);
    expect(courseOutlineSchema.safeParse(toCourseOutline(outline)).success).toBe(true);
  });

  it("finds items by key after they moved", () => {
    const original = editor();
    const key = original.modules[0]?.chapters[1]?.key ?? "";
    const moved = moveChapter(original, { moduleIndex: 0, chapterIndex: 1 }, "down");
    expect(findChapter(moved, key)).toEqual({ moduleIndex: 1, chapterIndex: 0 });
    expect(findChapter(moved, "nope")).toBeNull();
    expect(findModule(moved, moved.modules[1]?.key ?? "")).toBe(1);
  });
});

describe("validation", () => {
  it("accepts a valid outline", () => {
    expect(validateOutline(editor()).size).toBe(0);
  });

  it("reports empty and over-long fields by path", () => {
    let outline = updateCourse(editor(), { title: "   " });
    outline = updateChapter(outline, { moduleIndex: 1, chapterIndex: 0 }, { objective: "x".repeat(301) });
    const issues = validateOutline(outline);
    expect(issues.get(fieldPath.courseTitle)).toEqual({ kind: "required" });
    expect(issues.get(fieldPath.chapterObjective({ moduleIndex: 1, chapterIndex: 0 }))).toEqual({ kind: "too_long", max: 300 });
    expect(issues.size).toBe(2);
  });

  it("flags a course whose chapters add up to less than the schema's minimum", () => {
    const tiny = toEditorOutline(
      {
        ...base,
        modules: [
          { title: "A", chapters: [chapter("a", 5)] },
          { title: "B", chapters: [chapter("b", 5)] },
        ],
      },
      keys(),
    );
    expect(validateOutline(tiny).get(fieldPath.totalMinutes)).toEqual({ kind: "total_out_of_range", min: 15, max: 20_000 });
  });
});
