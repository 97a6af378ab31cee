import { describe, expect, it } from "vitest";
import { cannotOffline } from "./cannot-offline";

/** Work no offline model can do is read as its class; a question about the same words is not refused. */
describe("cannotOffline", () => {
  it.each([
    ["translate the whole chapter into spanish", "translate"],
    ["麻烦把这一章全部翻成日语", "translate"],
    ["write me a python script that scrapes a website", "code"],
    ["can you run this code", "code"],
    ["帮我给这个函数写单元测试", "code"],
    ["search the web for kubernetes news", "web"],
    ["能不能帮我百度一下这个报错", "web"],
    ["what's the weather today", "web"],
    ["make it funnier", "style"],
    ["说得再幽默一点", "style"],
    ["write me an essay on climate change", "compose"],
    ["帮我写一篇关于气候变化的作文", "compose"],
    ["email my teacher", "send"],
    ["draw me a diagram of a neural network", "media"],
    ["帮我画一张神经网络的图", "media"],
    ["turn these lines into a table", "restructure"],
    ["could you put this in a bulleted list", "restructure"],
    ["把这几行做成表格", "restructure"],
    ["帮我整理成清单吧", "restructure"],
  ])("%s is %s", (text, kind) => expect(cannotOffline(text)).toBe(kind));

  it.each([
    "what is machine translation?",
    "机器翻译是什么",
    "how do I run the tests?",
    "怎么运行这段代码",
    "how does google's pagerank work",
    "explain the code on line 3",
    "怎么写Python代码",
    "R语言怎么画图",
    "make it shorter",
    "note in ground-truth.md that google was founded in 1998",
    "how are weather forecasting models trained?",
    "天气预报模型是怎么训练的",
    "what does this function do",
    "test me",
    "add an example of a closure to my notes",
    "how do I make a table in markdown?",
    "what is a linked list",
    "怎么把数据做成表格？",
    "make me 5 questions about sorting",
    "make a list of practice questions on sorting",
    "列表和元组有什么区别",
  ])("%s is a request it can answer", (text) => expect(cannotOffline(text)).toBeNull());
});
