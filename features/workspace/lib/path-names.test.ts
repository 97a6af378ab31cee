import { describe, expect, it } from "vitest";
import { checkWorkspacePath } from "./workspace-path";
import { lookAlikeSkeleton, zipEntryPath } from "./path-names";

// Variants of the read-only chapters/ folder: case, width, accents, and Cyrillic, Greek and small-capital letters.
const CHAPTERS_LOOK_ALIKES = [
  "Chapters",
  "CHAPTERS",
  "cHaPtErS",
  "ｃｈａｐｔｅｒｓ",
  "ＣＨＡＰＴＥＲＳ",
  "ᶜhapters",
  "сhapters", // Cyrillic с
  "chаpters", // Cyrillic а
  "chapterѕ", // Cyrillic ѕ
  "сһарtеrѕ", // mostly Cyrillic
  "СНАРТЕRЅ", // Cyrillic capitals
  "chαpters", // Greek α
  "chaρters", // Greek ρ
  "CΗΑΡΤΕRS", // Greek capitals Η Α Ρ Τ Ε
  "chápters",
  "chapte\u0301rs",
  "ᴄʜᴀᴘᴛᴇʀꜱ",
  "ᏟᎻᎪᏢᎢᎬᎡᏚ", // Cherokee capitals
  "cհapters", // Armenian հ
  "𝐜𝐡𝐚𝐩𝐭𝐞𝐫𝐬", // mathematical bold (NFKC)
];

const DEVICE_NAMES = [
  "CON.md",
  "con.md",
  "Con.md",
  "aux.md",
  "AUX.md",
  "nul.md",
  "NUL.txt.md",
  "prn.md",
  "COM1.md",
  "com9.md",
  "COM0.md",
  "lpt1.md",
  "LPT9.md",
  "COM¹.md",
  "ＣＯＮ.md",
  "nul.tar.md",
];

describe("workspace names with a meaning of their own", () => {
  it.each(CHAPTERS_LOOK_ALIKES.flatMap((folder) => [`${folder}/x.md`, `${folder}/notes/01-01-intro.md`]))(
    "%s imitates chapters/ → 400 for a write, naming the real folder",
    (path) => {
      const check = checkWorkspacePath(path, "write");
      expect(check).toMatchObject({ ok: false, status: 400 });
      if (!check.ok) expect(check.message).toMatch(/looks like the read-only chapters\/ folder.*notes\//);
    },
  );

  it.each(
    DEVICE_NAMES.flatMap((name) => [name, `notes/${name}`, `${name.replace(/\.md$/, "")}/a.md`, `notes/${name.replace(/\.md$/, "")}/b.md`]),
  )("%s holds a Windows device name → 400 for a write", (path) => {
    const check = checkWorkspacePath(path, "write");
    expect(check).toMatchObject({ ok: false, status: 400 });
    if (!check.ok) expect(check.message).toMatch(/reserved device name on Windows/);
  });

  it.each(["Guidance.md", "MILESTONES.md", "ｍｉｌｅｓｔｏｎｅｓ.md", "ground-truth.MD".replace(".MD", ".md").replace("g", "ɡ")])(
    "%s imitates one of the tutor's learning files → 400",
    (path) => expect(checkWorkspacePath(path, "write")).toMatchObject({ ok: false, status: 400 }),
  );

  it.each(["notes/a./b.md", "a../b.md".replace("..", ".")])("%s has a folder ending in a dot (Windows drops it) → 400", (path) =>
    expect(checkWorkspacePath(path, "write")).toMatchObject({ ok: false, status: 400 }),
  );

  it.each([
    "chapters-notes/a.md",
    "chapter/a.md",
    "my chapters/a.md",
    "notes/chapters/a.md",
    "notes/Chapters.md",
    "notes/console.md",
    "notes/auxiliary.md",
    "notes/com10.md",
    "notes/lpt.md",
    "notes/nullable.md",
    "notes/con-tent.md",
    "guidance.md",
    "milestones.md",
    "ground-truth.md",
    "notes/guidance.md",
    "笔记/章节.md",
    "notes/Глава 1.md",
    "notes/κεφάλαιο.md",
  ])("%s is an ordinary name → accepted for a write", (path) => expect(checkWorkspacePath(path, "write")).toMatchObject({ ok: true }));

  it("the real chapters/ stays read-only (403); reads and removals of a stored look-alike still work", () => {
    expect(checkWorkspacePath("chapters/01-01-intro.md", "write")).toMatchObject({ ok: false, status: 403 });
    expect(checkWorkspacePath("chapters/01-01-intro.md", "remove")).toMatchObject({ ok: false, status: 403 });
    for (const path of ["Chapters/x.md", "CON.md", "notes/aux.md"]) {
      expect(checkWorkspacePath(path, "read")).toEqual({ ok: true, path });
      expect(checkWorkspacePath(path, "remove")).toEqual({ ok: true, path });
    }
  });

  it("the skeleton folds width, case, accents and look-alike scripts, and nothing else", () => {
    for (const folder of CHAPTERS_LOOK_ALIKES) expect(lookAlikeSkeleton(folder), folder).toBe("chapters");
    expect(lookAlikeSkeleton("章节")).toBe("章节");
    expect(lookAlikeSkeleton("chapter5")).toBe("chapter5");
  });

  it("the export zip renames stored names Windows cannot create and look-alikes of chapters/", () => {
    expect(zipEntryPath("CON.md")).toBe("_CON.md");
    expect(zipEntryPath("notes/aux/COM1.md")).toBe("notes/_aux/_COM1.md");
    expect(zipEntryPath("Chapters/x.md")).toBe("_Chapters/x.md");
    expect(zipEntryPath("chapters/01-01-intro.md")).toBe("chapters/01-01-intro.md");
    expect(zipEntryPath("notes/ideas.md")).toBe("notes/ideas.md");
  });
});
