import { describe } from "vitest";
import { itReadsEachIntent, type IntentRow } from "@/tests/support/chat/held-out-intent-rows";
import { CHAT_TOOL } from "../contract";

/**
 * Chat requests written after the reader was built: follow-ups ("what about the learning rate?",
 * "那学习率呢？"), course look-ups, deep dives and explanations, with symbols and mixed language.
 * Each names the tool a person would expect and the subject they asked about.
 */
const CASES: IntentRow[] = [
  ["Thanks! And what about the learning rate?", "en", CHAT_TOOL.searchMyCourses, "learning rate"],
  ["how about learning curves?", "en", CHAT_TOOL.searchMyCourses, "learning curves"],
  ["What is the Node.js event loop?", "en", CHAT_TOOL.searchMyCourses, "Node.js event loop"],
  ["explain C++ templates", "en", CHAT_TOOL.searchMyCourses, "C++ templates"],
  ["why does overfitting happen?", "en", CHAT_TOOL.searchMyCourses, "overfitting"],
  ["Which of my courses covers gradient descent?", "en", CHAT_TOOL.lookupCourses, null],
  ["do I have any courses on Kubernetes?", "en", CHAT_TOOL.lookupCourses, null],
  ["Can you go deep into .NET garbage collection?", "en", CHAT_TOOL.deepDive, null],
  ["谢谢！那学习率呢？", "zh", CHAT_TOOL.searchMyCourses, "学习率"],
  ["还有交叉验证呢", "zh", CHAT_TOOL.searchMyCourses, "交叉验证"],
  ["什么是过拟合？", "zh", CHAT_TOOL.searchMyCourses, "过拟合"],
  ["梯度下降是怎么工作的", "zh", CHAT_TOOL.searchMyCourses, "梯度下降"],
  ["解释一下 Node.js 的事件循环", "zh", CHAT_TOOL.searchMyCourses, "Node.js 的事件循环"],
  // Latin-script names inside Chinese keep their symbols and short names: they are the subject.
  ["C#是什么？", "zh", CHAT_TOOL.searchMyCourses, "C#"],
  ["给我讲讲C++的指针", "zh", CHAT_TOOL.searchMyCourses, "C++的指针"],
  ["解释一下 .NET 的垃圾回收", "zh", CHAT_TOOL.searchMyCourses, ".NET 的垃圾回收"],
  ["那R呢？", "zh", CHAT_TOOL.searchMyCourses, "R"],
  ["我的哪门课讲了过拟合？", "zh", CHAT_TOOL.lookupCourses, null],
  ["详细讲讲考研数学的极限", "zh", CHAT_TOOL.deepDive, null],
];

describe("chat: held-out request phrasings", () => {
  itReadsEachIntent(CASES);
});
