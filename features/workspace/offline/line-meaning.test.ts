import { describe, expect, it } from "vitest";
import type { GroundedPassage } from "@/lib/ai/offline/model/grounding";
import { LOCALES } from "@/lib/i18n/locales";
import { searchGrounding, tutorTurn } from "@/tests/support/workspace/offline-tutor-kit";
import { createWorkspaceTutor } from "./workspace-tutor";

/**
 * "What do these lines mean?" with lines selected: the explanation quotes passages that share the
 * selection's key terms, the same file or chapter and nearby lines first, and never an unrelated
 * chapter's scaffolding ("Goal: …", "本章目标：…") however high the search ranked it.
 */
const tutor = createWorkspaceTutor(searchGrounding);
const [ENGLISH, CHINESE] = LOCALES;
const at = (sentence: string, path: string, line: number): GroundedPassage => ({
  ref: `S${line}`,
  citation: `${path}:${line}-${line + 1}`,
  path,
  lineStart: line,
  lineEnd: line + 1,
  sentence,
  snippet: sentence,
});

const EN_LINES = "A container packages an app with its dependencies.\nEach container runs from an image.";
const EN_FOUND = [
  at("Goal: after this chapter you can roll out a container image safely.", "chapters/06-03-rollouts.md", 2),
  at("Summary: rollouts replace pods one by one.", "chapters/06-03-rollouts.md", 40),
  at("Networking routes traffic between nodes.", "chapters/03-01-networking.md", 9),
  at("An image is a read-only template a container starts from.", "chapters/01-02-images.md", 4),
  at("A container shares the host kernel, unlike a virtual machine.", "chapters/01-01-containers.md", 12),
];
const ZH_LINES = "容器把应用和它的依赖打包在一起。\n每个容器都从一个镜像启动。";
const ZH_FOUND = [
  at("本章目标：学完本章，你能安全地滚动更新容器镜像。", "chapters/06-03-rollouts.md", 2),
  at("小结：滚动更新逐个替换 Pod。", "chapters/06-03-rollouts.md", 40),
  at("网络负责在节点之间转发流量。", "chapters/03-01-networking.md", 9),
  at("镜像是容器启动时使用的只读模板。", "chapters/01-02-images.md", 4),
  at("容器与宿主机共享内核，这一点不同于虚拟机。", "chapters/01-01-containers.md", 12),
];

describe("what selected lines mean, explained from passages that share their terms", () => {
  it.each([
    [ENGLISH, "what do these lines mean?", EN_LINES, EN_FOUND],
    [ENGLISH, "explain this", EN_LINES, EN_FOUND],
    [ENGLISH, "what's this saying?", EN_LINES, EN_FOUND],
    [CHINESE, "这几行是什么意思？", ZH_LINES, ZH_FOUND],
    [CHINESE, "解释一下", ZH_LINES, ZH_FOUND],
    [CHINESE, "这段在讲什么", ZH_LINES, ZH_FOUND],
  ] as const)("%s %s: the same chapter's passage first, no scaffolding, nothing unrelated", (language, text, lines, found) => {
    const reply = tutor(tutorTurn(language, text, { lines, path: "chapters/01-01-containers.md", found: [...found] }));
    const text_ = reply.text ?? "";
    expect(text_).toContain("chapters/01-01-containers.md:12-13");
    expect(text_.indexOf("chapters/01-01-containers.md:12-13")).toBeLessThan(text_.indexOf("chapters/01-02-images.md:4-5"));
    expect(text_).not.toContain("chapters/06-03-rollouts.md");
    expect(text_).not.toContain("chapters/03-01-networking.md");
  });

  it.each([
    [ENGLISH, "what do these lines mean?", EN_LINES, EN_FOUND.slice(0, 3)],
    [CHINESE, "这几行是什么意思？", ZH_LINES, ZH_FOUND.slice(0, 3)],
  ] as const)("%s: with only scaffolding and unrelated passages found, says none connects", (language, text, lines, found) => {
    const reply = tutor(tutorTurn(language, text, { lines, path: "chapters/01-01-containers.md", found: [...found] }));
    expect(reply.text).not.toContain("chapters/06-03-rollouts.md");
    expect(reply.text).not.toContain("chapters/03-01-networking.md");
    expect(reply.text).toContain("chapters/01-01-containers.md:3-4");
  });
});

describe("a long selected line is quoted up to a word, marked as cut", () => {
  // A chapter paragraph is one line: quoted whole it would be the answer, so it is cut, but at a
  // word and with "…" (it was cut at 200 characters: "…Holding that que”").
  const words = "Before any detail, ask what problem it solves: what would be slower, riskier or simply impossible without it? ";
  const zh = "在进入细节之前，先问问它解决了什么问题：没有它，哪些事情会更慢、更危险，或者根本做不到？";
  it.each([
    [ENGLISH, "what do these lines mean?", words.repeat(4).trim() + " 😀 end"],
    [CHINESE, "这几行是什么意思？", zh.repeat(8)],
  ] as const)("%s: the quote ends at a word with …, never mid-word", (language, text, line) => {
    const reply = tutor(tutorTurn(language, text, { lines: line, path: "notes/long.md", found: [] })).text ?? "";
    const quoted = /[“「](.+)[”」]/u.exec(reply.split("\n").find((row) => row.includes(line.slice(0, 20))) ?? "")?.[1] ?? "";
    expect(quoted.endsWith("…")).toBe(true);
    const head = quoted.slice(0, -1);
    expect(line.startsWith(head)).toBe(true);
    if (language === ENGLISH) expect(line[head.length]).toMatch(/[\s,.;:?]/u);
    expect(head.length).toBeGreaterThan(100);
  });
});

describe("a long selection says how many of its lines it did not quote", () => {
  // Twelve lines selected, 8 quoted and the rest left out without a word: the learner could not tell.
  it.each([
    [ENGLISH, "what do these lines mean?", /…and 4 more lines \(notes\/long\.md:3-14\)/u],
    [CHINESE, "这几行是什么意思？", /另有 4 行未列出（notes\/long\.md:3-14）/u],
  ] as const)("%s", (language, text, said) => {
    const lines = Array.from({ length: 12 }, (_, index) => `Point ${index + 1} about containers and images.`).join("\n");
    const reply = tutor(tutorTurn(language, text, { lines, path: "notes/long.md", found: [] })).text ?? "";
    expect(reply).toMatch(said);
    expect(reply).not.toContain("Point 9 about");
  });
});
