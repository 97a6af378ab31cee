import { describe } from "vitest";
import { itRoutesEachMessage, type MessageRow as Row } from "@/tests/support/chat/held-out-message-rows";
import { CHAT_TOOL } from "../contract";

/**
 * A third set of chat messages, written after the second was read correctly, to probe for classes
 * rather than sentences (14 of these 39 were misread at first).
 */
const ROWS: Row[] = [
  [[], "do any of my courses talk about linked lists?", CHAT_TOOL.lookupCourses, "linked lists"],
  [[], "got a course on statistics?", CHAT_TOOL.lookupCourses, "statistics"],
  [[], "where in my courses is recursion explained", CHAT_TOOL.lookupCourses, "recursion"],
  [[], "what's recursion", CHAT_TOOL.searchMyCourses, "recursion"],
  [[], "wat is a pointer", CHAT_TOOL.searchMyCourses, "pointer"],
  [[], "can u explain big o notation", CHAT_TOOL.searchMyCourses, "big o notation"],
  [[], "explain like im 5: blockchain", CHAT_TOOL.searchMyCourses, "blockchain"],
  [[], "how does a hash map work", CHAT_TOOL.searchMyCourses, "hash map"],
  [[], "what do you mean by overfitting", CHAT_TOOL.searchMyCourses, "overfitting"],
  [[], "i'm confused about async await", CHAT_TOOL.searchMyCourses, "async await"],
  [["what is recursion?"], "why though?", CHAT_TOOL.searchMyCourses, "recursion"],
  [["what is recursion?"], "example?", CHAT_TOOL.searchMyCourses, "recursion"],
  [["what is recursion?"], "can you give an example", CHAT_TOOL.searchMyCourses, "recursion"],
  [["what is recursion?"], "ok but how about iteration", CHAT_TOOL.searchMyCourses, "iteration"],
  [["what is recursion?"], "and loops?", CHAT_TOOL.searchMyCourses, "loops"],
  [["what is recursion?"], "tell me more", CHAT_TOOL.searchMyCourses, "recursion"],
  [[], "translate this into german", "cannot", null],
  [[], "code me a todo app", "cannot", null],
  [[], "what's the weather today", "cannot", null],
  [[], "tell me a joke", "cannot", null],
  [[], "draw me a diagram of a neural network", "cannot", null],
  [[], "我的课里有没有讲链表的", CHAT_TOOL.lookupCourses, "链表"],
  [[], "哪门课讲过统计", CHAT_TOOL.lookupCourses, "统计"],
  [[], "递归是什么意思", CHAT_TOOL.searchMyCourses, "递归"],
  [[], "指针啥意思啊", CHAT_TOOL.searchMyCourses, "指针"],
  [[], "哈希表是怎么工作的", CHAT_TOOL.searchMyCourses, "哈希表"],
  [[], "列表和元组有啥区别", CHAT_TOOL.searchMyCourses, "列表和元组"],
  [[], "异步没搞明白", CHAT_TOOL.searchMyCourses, "异步"],
  [["什么是递归？"], "为啥？", CHAT_TOOL.searchMyCourses, "递归"],
  [["什么是递归？"], "举个例子？", CHAT_TOOL.searchMyCourses, "递归"],
  [["什么是递归？"], "那循环呢", CHAT_TOOL.searchMyCourses, "循环"],
  [["什么是递归？"], "多说点", CHAT_TOOL.searchMyCourses, "递归"],
  [[], "翻译成德语", "cannot", null],
  [[], "帮我写个待办事项的app", "cannot", null],
  [[], "讲个笑话", "cannot", null],
  [[], "帮我画一张神经网络的图", "cannot", null],
  [[], "今天天气怎么样", "cannot", null],
  [[], "So what exactly is a monad?", CHAT_TOOL.searchMyCourses, "monad"],
  [[], "could you explain to me how TCP handshakes work?", CHAT_TOOL.searchMyCourses, "TCP handshakes"],
  [["what is regularization?"], "what's that got to do with overfitting?", CHAT_TOOL.searchMyCourses, "regularization and overfitting"],
  [[], "讲一下 C# 的委托", CHAT_TOOL.searchMyCourses, "C# 的委托"],
  [[], "我学过哪些课", CHAT_TOOL.lookupCourses, null],
  [[], "write me an essay on climate change", "cannot", null],
  [[], "帮我写一篇关于气候变化的作文", "cannot", null],
];

describe("the offline chat: a third, probing set", () => {
  itRoutesEachMessage(ROWS);
});
