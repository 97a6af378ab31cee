import { describe, expect, it } from "vitest";
import { findClaims } from "./claim-patterns";

const kinds = (text: string) => findClaims(text).map((claim) => claim.kind);

describe("findClaims: claims of action and grounding in the tutor's words", () => {
  it.each([
    "I've updated notes/x.md with the definition.",
    "I saved your summary.",
    "I have now added the formula to your ground truth.",
    "Your notes have been updated.",
    "ground-truth.md is now updated with the key facts.",
    "Done — saved it to notes/pods.md.",
    "Updated your notes.",
    "I ticked milestone 2 for you.",
    "已更新 notes/x.md。",
    "我已保存你的小结。",
    "我把它加到你的笔记里了。",
    "我帮你勾选了里程碑 1。",
    "保存成功！",
    "I've made the change you asked for.",
    "The edits have been applied.",
    "已经帮你改好了。",
    "我已经完成了修改。",
  ])("action: %s", (text) => expect(kinds(text)).toEqual(["action"]));

  it.each([
    "According to your material, a Pod is the smallest deployable unit.",
    "Based on your sources, pods share a network.",
    "Your notes say that pods are ephemeral.",
    "I found this in your documents: pods share storage.",
    "根据你的资料，Pod 是最小的部署单元。",
    "你的笔记中提到 Pod 可以包含多个容器。",
    "按照您的材料，答案是 B。",
    "The PDF you uploaded explains this well.",
    "资料中提到 Pod 是最小的部署单元。",
  ])("grounding: %s", (text) => expect(kinds(text)).toEqual(["grounding"]));

  it.each([
    "A Pod is the smallest deployable unit.",
    "I can update your notes if you like.",
    "I'll save this once you accept the proposal.",
    "I haven't changed anything.",
    "As I wrote above, pods share a network.",
    "Pods have been added to Kubernetes early on.",
    "Should I add this to your notes?",
    "Your material does not cover this.",
    "我没有保存任何内容。",
    "我会在你接受后更新笔记。",
    "你可以把它加到笔记里。",
    "Pod 是最小的部署单元。",
    "If you like, I can make the change.",
    "你可以上传更多资料。",
  ])("no claim: %s", (text) => expect(kinds(text)).toEqual([]));

  it("one entry per sentence, with the files it names", () => {
    expect(findClaims("Pods are small. I've updated notes/pods.md and ground-truth.md. According to your notes, that's all.")).toEqual([
      { kind: "action", sentence: "I've updated notes/pods.md and ground-truth.md.", paths: ["notes/pods.md", "ground-truth.md"] },
      { kind: "grounding", sentence: "According to your notes, that's all.", paths: [] },
    ]);
  });
});
