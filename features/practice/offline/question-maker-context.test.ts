import { describe, expect, it } from "vitest";
import { makeOfflineQuestions, type ChapterText } from "./question-maker";

/**
 * The offline writer's chapters repeat their scaffolding ("After this chapter you can use X.") with only
 * the names changed, and /review mixes chapters: a cloze blanked there would ask the same thing in every
 * chapter with a different answer.
 */

describe.each([
  [
    "en",
    "After this chapter you can use {s}.",
    "{s} restarts a container that stops answering its health check.",
    "- **Probe:** the check the kubelet runs on a container to see whether it still answers.",
  ],
  [
    "zh",
    "学完本章，你能使用 {s}。",
    "{s} 会重启不再响应健康检查的容器，让服务自己恢复过来。",
    "- **探针：**kubelet 对容器运行的检查，用来判断它是否仍在响应。",
  ],
] as const)("a cloze's sentence says what fills its blank (%s)", (language, scaffold, content, term) => {
  const chapter = (subject: string, withContent: boolean): ChapterText => ({
    path: `chapters/01-01-${subject}.md`,
    title: subject,
    content: [
      `# ${subject}`,
      "",
      "## Answers",
      "",
      `1. ${scaffold.replace("{s}", subject)}`,
      "",
      ...(withContent ? [content.replace("{s}", subject), ""] : []),
      term,
    ].join("\n"),
  });

  it("never blanks the subject in a sentence about the chapter itself, and prefers one about the subject", () => {
    const clozes = makeOfflineQuestions(language, chapter("Liveness", true)).filter((item) => item.kind === "cloze");
    expect(clozes.find((item) => item.answer === "Liveness")?.lineStart).toBe(7);
    expect(clozes.map((item) => item.lineStart)).not.toContain(5);
  });

  it("asks no prompt in two chapters with different answers, and still makes a cloze from a real line", () => {
    const items = ["Liveness", "Readiness"].flatMap((subject) => makeOfflineQuestions(language, chapter(subject, false)));
    const byPrompt = new Map<string, Set<string>>();
    for (const item of items) byPrompt.set(item.prompt, (byPrompt.get(item.prompt) ?? new Set()).add(item.answer));
    expect([...byPrompt].filter(([, answers]) => answers.size > 1)).toEqual([]);
    expect(items.filter((item) => item.kind === "cloze").map((item) => item.lineStart)).toEqual([7, 7]);
  });
});
