import { describe } from "vitest";
import { itAnswersEachQuestionFromMaterial, itLeavesEachToTheHostTutor } from "@/tests/support/sources/held-out-material-rows";

/**
 * Questions to the learner's material as people type them (typos, hesitations, no question mark),
 * and requests that only look like questions. A question is searched and answered with a sentence
 * that is in the material, in the learner's language; the rest is left to the host tutor.
 */
const SNIPPET_EN = "Kubernetes groups containers. A Pod is the smallest deployable unit.\nThe scheduler assigns each Pod to a node.";
const SNIPPET_ZH = "Kubernetes 管理容器。Pod 是最小的可部署单元。\n调度器把每个 Pod 分配到一个节点。";

describe("the offline material answerer on questions as people type them", () => {
  itAnswersEachQuestionFromMaterial({ en: SNIPPET_EN, zh: SNIPPET_ZH }, [
    "whats a pod",
    "so what exactly does the scheduler do",
    "hmm, wat is a pod",
    "pod 是啥",
    "能解释一下调度器吗",
    "调度器是干嘛的",
  ]);

  itLeavesEachToTheHostTutor([
    "could you look that up online?",
    "能不能帮我百度一下这个报错？",
    "quiz me about pods?",
    "来几道练习题吧？",
    "在笔记里解释一下什么是 Pod",
    "can you translate this into french?",
    "write me an essay on pods?",
  ]);
});
