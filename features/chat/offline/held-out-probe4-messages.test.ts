import { describe } from "vitest";
import { CHAT_TOOL } from "../contract";
import { itMakesEachFirstMove, type FirstMoveRow } from "@/tests/support/chat/held-out-message-rows";

/**
 * A fourth held-out set for the tutor chat, written without reading the chat's readers or the earlier
 * sets: messages as learners type them (the last of each row is the turn), half in Chinese. Each row
 * says what the tutor must do first — the tool, and the subject it passes — or, for work the offline
 * model cannot do, that it calls nothing and answers in the learner's language.
 */
const ROWS: FirstMoveRow[] = [
  [["what is backpropagation?"], { tool: CHAT_TOOL.searchMyCourses, input: /^backpropagation$/i }],
  [["explain the difference between TCP and UDP"], { tool: CHAT_TOOL.searchMyCourses, input: /TCP.*UDP/ }],
  [["can you give me an example of a closure in JavaScript?"], { tool: CHAT_TOOL.searchMyCourses, input: /closure/i }],
  [["define opportunity cost"], { tool: CHAT_TOOL.searchMyCourses, input: /^opportunity cost$/i }],
  [["which of my courses covers linear regression?"], { tool: CHAT_TOOL.lookupCourses, input: /^linear regression$/i }],
  [["what is overfitting?", "and how do I avoid it?"], { tool: CHAT_TOOL.searchMyCourses, input: /overfitting/i }],
  [["tell me about photosynthesis", "why does it need light?"], { tool: CHAT_TOOL.searchMyCourses, input: /photosynthesis|light/i }],
  [["I want to learn Rust"], { tool: CHAT_TOOL.startCourse, input: /^Rust$/ }],
  [["I'm a complete beginner at statistics"], { tool: CHAT_TOOL.updateLearnerNote, input: /./ }],
  [["explain eigenvectors in depth"], { tool: CHAT_TOOL.deepDive, input: /^eigenvectors$/i }],
  [["translate this chapter into French"], { cannot: "en" }],
  [["search the web for the latest news on GPT"], { cannot: "en" }],
  [["write me a python script to scrape a website"], { cannot: "en" }],
  [["quiz me on the French revolution"], { quiz: /^French revolution$/i }],
  [["what should I study next?"], { tool: CHAT_TOOL.offerOptions, input: /./ }],
  [["什么是反向传播？"], { tool: CHAT_TOOL.searchMyCourses, input: /^反向传播$/ }],
  [["给我解释一下TCP和UDP的区别"], { tool: CHAT_TOOL.searchMyCourses, input: /TCP.*UDP/ }],
  [["能举个闭包的例子吗？"], { tool: CHAT_TOOL.searchMyCourses, input: /^闭包$/ }],
  [["机会成本的定义是什么"], { tool: CHAT_TOOL.searchMyCourses, input: /^机会成本$/ }],
  [["我的哪门课讲了线性回归？"], { tool: CHAT_TOOL.lookupCourses, input: /^线性回归$/ }],
  [["什么是过拟合？", "那怎么避免呢？"], { tool: CHAT_TOOL.searchMyCourses, input: /过拟合/ }],
  [["我想学Rust"], { tool: CHAT_TOOL.startCourse, input: /^Rust$/ }],
  [["我是零基础，完全没学过统计"], { tool: CHAT_TOOL.updateLearnerNote, input: /./ }],
  [["详细讲讲特征向量"], { tool: CHAT_TOOL.deepDive, input: /^特征向量$/ }],
  [["把这一章翻译成英文"], { cannot: "zh" }],
  [["帮我上网查一下最新的新闻"], { cannot: "zh" }],
  [["帮我写一个爬虫程序"], { cannot: "zh" }],
  [["考考我法国大革命"], { quiz: /^法国大革命$/ }],
  [["我接下来该学什么？"], { tool: CHAT_TOOL.offerOptions, input: /./ }],
  [["哪门课程讲到了贝叶斯定理"], { tool: CHAT_TOOL.lookupCourses, input: /^贝叶斯定理$/ }],
  // Variants of the classes the first rows found.
  [["熵的含义是什么"], { tool: CHAT_TOOL.searchMyCourses, input: /^熵$/ }],
  [["举几个多态的例子"], { tool: CHAT_TOOL.searchMyCourses, input: /^多态$/ }],
  [["什么是递归", "那如何实现呢"], { tool: CHAT_TOOL.searchMyCourses, input: /^递归$/ }],
  [["could you define recursion?"], { tool: CHAT_TOOL.searchMyCourses, input: /^recursion$/i }],
  [["what's the definition of entropy?"], { tool: CHAT_TOOL.searchMyCourses, input: /^entropy$/i }],
  // A third round: follow-ups that name nothing, and course questions without "my".
  [["which course talks about gradient descent?"], { tool: CHAT_TOOL.lookupCourses, input: /^gradient descent$/i }],
  [["what is a monad", "explain it again but simpler"], { tool: CHAT_TOOL.searchMyCourses, input: /^monad$/i }],
  [["什么是单子", "再简单一点讲一遍"], { tool: CHAT_TOOL.searchMyCourses, input: /^单子$/ }],
  [["什么是单子", "我为什么要用它？"], { tool: CHAT_TOOL.searchMyCourses, input: /^单子$/ }],
  [["what is recursion", "give me a real-world example"], { tool: CHAT_TOOL.searchMyCourses, input: /^recursion$/i }],
  [["什么是递归", "举个生活中的例子"], { tool: CHAT_TOOL.searchMyCourses, input: /^递归$/ }],
];

describe("held-out chat messages, probe 4: what the tutor does first", () => {
  itMakesEachFirstMove(ROWS);
});
