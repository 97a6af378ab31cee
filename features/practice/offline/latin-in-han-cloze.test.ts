import { describe, expect, it } from "vitest";
import { chapterLines, checkCitation } from "../lib/citation-check";
import { gradeCloze } from "../lib/grade-answer";
import { makeOfflineQuestions, type ChapterText } from "./question-maker";

/**
 * Chinese writes a Latin name straight against its characters ("Liveness会重启…", "Pod会被调度到…"):
 * the offline cloze blanks such a subject like any other, the store's citation check keeps the
 * question, and the answer is graded as tolerantly as every cloze (case, width, spacing).
 */
const chapter = (subject: string, sentence: string): ChapterText => ({
  path: `chapters/01-01-${subject.toLowerCase()}.md`,
  title: subject,
  content: [`# ${subject}`, "", sentence, ""].join("\n"),
});

const ROWS = [
  ["Liveness", "Liveness会重启不再响应健康检查的容器，让服务自己恢复过来。", "____会重启不再响应健康检查的容器"],
  ["Pod", "Pod会被调度到资源足够的节点上，由kubelet负责启动其中的容器。", "____会被调度到资源足够的节点上"],
  ["Pod", "调度器会把新的Pod分配到资源足够的节点上，再由kubelet启动容器。", "调度器会把新的____分配到资源足够的节点上"],
  ["Docker", "镜像用Docker构建以后，可以在任何装了运行时的机器上启动同样的容器。", "镜像用____构建以后"],
] as const;

describe("a cloze on a Latin subject written against Han", () => {
  it.each(ROWS)("blanks %s in %s", (subject, sentence, blanked) => {
    const item = makeOfflineQuestions("zh", chapter(subject, sentence)).find((draft) => draft.kind === "cloze" && draft.answer === subject);
    expect(item?.prompt).toContain(blanked);
    expect(item?.prompt).not.toContain(subject);
    expect(checkCitation(item!, chapterLines(chapter(subject, sentence).content))).toEqual({ ok: true });
  });

  it("grades the blank as tolerantly as any cloze, and still wrong when it is another term", () => {
    const [subject, sentence] = ROWS[0];
    const item = makeOfflineQuestions("zh", chapter(subject, sentence)).find((draft) => draft.kind === "cloze")!;
    const question = { ...item, language: "zh" as const };
    for (const answer of ["Liveness", "liveness", " LIVENESS ", "ＬＩＶＥＮＥＳＳ", "Liveness。"])
      expect(gradeCloze(question, answer).correct, answer).toBe(true);
    expect(gradeCloze(question, "Readiness").correct).toBe(false);
  });

  it("never blanks a Latin subject inside a longer Latin word, in either language", () => {
    const en = makeOfflineQuestions("en", chapter("Pod", "Pods restart their containers when the kubelet sees a failed health check."));
    expect(en.filter((draft) => draft.kind === "cloze" && draft.answer === "Pod")).toEqual([]);
    const zh = makeOfflineQuestions("zh", chapter("Pod", "Pods会被调度到资源足够的节点上，由kubelet负责启动其中的容器。"));
    expect(zh.filter((draft) => draft.kind === "cloze" && draft.answer === "Pod")).toEqual([]);
  });
});
