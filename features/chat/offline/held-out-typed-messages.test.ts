import { describe, expect, it } from "vitest";
import { itRoutesEachMessageWhateverTheUiLanguage, type MessageRow as Row } from "@/tests/support/chat/held-out-message-rows";
import { CHAT_TOOL } from "../contract";

/**
 * A second held-out set for the offline chat, written before the reader was changed for it: messages
 * as people type them (lower case, typos, polite wrappers, follow-ups that name nothing, requests the
 * offline model cannot do). What the learner notices: which tool runs, about which subject; and for
 * what it cannot do, a plain "can't do that offline" in their language with no tool call and no claim.
 */
const EN: Row[] = [
  [[], "do i have a course on docker?", CHAT_TOOL.lookupCourses, "docker"],
  [[], "which course of mine covers recursion", CHAT_TOOL.lookupCourses, "recursion"],
  [[], "is there anything in my courses about sql joins?", CHAT_TOOL.lookupCourses, "sql joins"],
  [[], "what does backprop mean", CHAT_TOOL.searchMyCourses, "backprop"],
  [[], "whats a closure", CHAT_TOOL.searchMyCourses, "closure"],
  [[], "could you maybe explain what a monad is?", CHAT_TOOL.searchMyCourses, "monad"],
  [[], "eli5 recursion", CHAT_TOOL.searchMyCourses, "recursion"],
  [[], "can you tell me what entropy is", CHAT_TOOL.searchMyCourses, "entropy"],
  [["what is overfitting?"], "hmm ok, and why?", CHAT_TOOL.searchMyCourses, "overfitting"],
  [["what is overfitting?"], "what about dropout then?", CHAT_TOOL.searchMyCourses, "dropout"],
  [["what is overfitting?"], "and batch norm?", CHAT_TOOL.searchMyCourses, "batch norm"],
  [["what is a closure?"], "give me another example", CHAT_TOOL.searchMyCourses, "closure"],
  [["explain recursion"], "can you say more?", CHAT_TOOL.searchMyCourses, "recursion"],
  [[], "i don't get pointers", CHAT_TOOL.searchMyCourses, "pointers"],
  [[], "difference between tcp and udp?", CHAT_TOOL.searchMyCourses, "tcp and udp"],
  [[], "explain gradient descent in depth pls", CHAT_TOOL.deepDive, "gradient descent"],
  [[], "deep dive on attention mechanisms", CHAT_TOOL.deepDive, "attention mechanisms"],
  [[], "im a total beginner", CHAT_TOOL.updateLearnerNote, null],
  [[], "i wanna learn rust", CHAT_TOOL.startCourse, "rust"],
  [[], "translate the whole chapter into spanish", "cannot", null],
  [[], "write me a python script that scrapes a website", "cannot", null],
  [[], "search the web for kubernetes news", "cannot", null],
  [["what is overfitting?"], "make it funnier", "cannot", null],
  [[], "can you run this code", "cannot", null],
  [[], "could you look up the latest react version online?", "cannot", null],
];
const ZH: Row[] = [
  [[], "我哪门课讲了递归", CHAT_TOOL.lookupCourses, "递归"],
  [[], "我有没有关于Docker的课", CHAT_TOOL.lookupCourses, "Docker"],
  [[], "我的课程里有讲SQL连接的吗", CHAT_TOOL.lookupCourses, "SQL连接"],
  [[], "反向传播啥意思", CHAT_TOOL.searchMyCourses, "反向传播"],
  [[], "闭包是啥", CHAT_TOOL.searchMyCourses, "闭包"],
  [[], "能不能解释一下单子是什么", CHAT_TOOL.searchMyCourses, "单子"],
  [[], "麻烦讲讲信息熵", CHAT_TOOL.searchMyCourses, "信息熵"],
  [["什么是过拟合？"], "那dropout呢", CHAT_TOOL.searchMyCourses, "dropout"],
  [["什么是过拟合？"], "那批归一化呢？", CHAT_TOOL.searchMyCourses, "批归一化"],
  [["什么是闭包？"], "再举个例子", CHAT_TOOL.searchMyCourses, "闭包"],
  [["什么是过拟合？"], "那为什么呢？", CHAT_TOOL.searchMyCourses, "过拟合"],
  [["解释一下递归"], "能再讲讲吗", CHAT_TOOL.searchMyCourses, "递归"],
  [[], "没搞懂指针", CHAT_TOOL.searchMyCourses, "指针"],
  [[], "TCP和UDP有什么区别", CHAT_TOOL.searchMyCourses, "TCP和UDP"],
  [[], "用大白话讲讲递归", CHAT_TOOL.searchMyCourses, "递归"],
  [[], "详细讲讲注意力机制", CHAT_TOOL.deepDive, "注意力机制"],
  [[], "我是小白", CHAT_TOOL.updateLearnerNote, null],
  [[], "我想学Rust", CHAT_TOOL.startCourse, "Rust"],
  [[], "把整章翻译成英文", "cannot", null],
  [[], "帮我写个能跑的爬虫脚本", "cannot", null],
  [[], "上网查一下最新的新闻", "cannot", null],
  [["什么是过拟合？"], "说得再幽默一点", "cannot", null],
  [[], "帮我运行一下这段代码", "cannot", null],
  [[], "能不能帮我百度一下这个报错", "cannot", null],
  [[], "麻烦把这一章全部翻成日语", "cannot", null],
];

describe("the offline chat: messages as people type them (second held-out set)", () => {
  it("holds about fifty, half of them Chinese", () => {
    expect(EN.length + ZH.length).toBeGreaterThanOrEqual(50);
    expect(ZH.length).toBeGreaterThanOrEqual(25);
  });

  itRoutesEachMessageWhateverTheUiLanguage([...EN, ...ZH]);
});
