import { describe, expect, it } from "vitest";
import { itReadsEachRequest, type RequestRow } from "@/tests/support/workspace/held-out-request-rows";

/**
 * A second held-out set, written before the reader was changed for it: requests as people type them
 * to the workspace tutor — lower case, typos, polite wrappers ("could you maybe…", "麻烦帮我…",
 * "能不能…"), the file named many ways, line numbers in words, and requests the offline tutor cannot
 * do. Each must be read as a person reads it: the intent, the file, the subject.
 */
const EN: RequestRow[] = [
  [
    "could you maybe add an example of backpropagation to my notes?",
    false,
    { kind: "add", what: "example", topic: "backpropagation", target: "my notes" },
  ],
  ["pls add a definiton of entropy to notes.md", false, { kind: "add", what: "definition", topic: "entropy", target: "notes.md" }],
  [
    "put the formula for mean squared error in my note",
    false,
    { kind: "add", what: "formula", topic: "mean squared error", target: "my note" },
  ],
  [
    "can u write an example for binary search into notes/algos.md",
    false,
    { kind: "add", what: "example", topic: "binary search", target: "notes/algos.md" },
  ],
  [
    "i need a definition of hash tables in my notes please",
    false,
    { kind: "add", what: "definition", topic: "hash tables", target: "my notes" },
  ],
  ["add the definition of recall", false, { kind: "add", what: "definition", topic: "recall", target: null }],
  [
    "give me an example of a closure and stick it in my notes",
    false,
    { kind: "add", what: "example", topic: "closure", target: "my notes" },
  ],
  ["Could you add what a mutex is to my notes?", false, { kind: "add", what: "definition", topic: "mutex", target: "my notes" }],
  [
    "can you note down in ground-truth.md that TCP is connection-oriented",
    false,
    { kind: "noteFact", target: "ground-truth.md", fact: "TCP is connection-oriented" },
  ],
  [
    "add to ground-truth.md: the learning rate must be positive",
    false,
    { kind: "noteFact", target: "ground-truth.md", fact: "the learning rate must be positive" },
  ],
  ["remember in ground truth that my exam is on june 3", false, { kind: "noteFact", target: "ground truth", fact: "my exam is on june 3" }],
  ["please record in the ground truth file that HTTP is stateless", false, { kind: "noteFact", fact: "HTTP is stateless" }],
  [
    "write this fact to ground-truth.md: a byte has 8 bits",
    false,
    { kind: "noteFact", target: "ground-truth.md", fact: "a byte has 8 bits" },
  ],
  ["line 3 is wrong, it should say the gradient points uphill", true, { kind: "setLine", line: 3, to: "the gradient points uphill" }],
  ["change line 2 to: weights start random", true, { kind: "setLine", line: 2, to: "weights start random" }],
  ["the 4th line should read 'Pods are ephemeral'", true, { kind: "setLine", line: 4, to: "Pods are ephemeral" }],
  ["fix line 5 it's wrong", true, { kind: "fix" }],
  ["could you correct 'recieve' to 'receive'", false, { kind: "replace", from: "recieve", to: "receive" }],
  ["tl;dr pls", true, { kind: "summarise", intoNote: false }],
  ["can you summarize this in one sentence", true, { kind: "summarise", intoNote: false }],
  ["give me the gist of these lines", true, { kind: "summarise", intoNote: false }],
  ["sum up the selection and add it to my notes", true, { kind: "summarise", intoNote: true }],
  ["boil this down for me", true, { kind: "summarise", intoNote: false }],
  ["key points of this?", true, { kind: "summarise", intoNote: false }],
  ["test me", false, { kind: "quiz", topic: null }],
  ["give me 3 questions on dynamic programming", false, { kind: "quiz", topic: "dynamic programming" }],
  ["could you quiz me about pointers", false, { kind: "quiz", topic: "pointers" }],
  ["make some flashcards from this", true, { kind: "quiz" }],
  ["what does this mean", true, { kind: "none" }],
  ["ELI5 pls", true, { kind: "none" }],
  ["i don't get these lines", true, { kind: "none" }],
  ["translate this whole chapter into french", true, { kind: "cannot" }],
  ["write a python script that trains the model", false, { kind: "cannot" }],
  ["search the web for the latest papers on transformers", false, { kind: "cannot" }],
  ["make it funnier", true, { kind: "cannot" }],
  ["run this code for me", true, { kind: "cannot" }],
  ["google what the current version of react is", false, { kind: "cannot" }],
];
const ZH: RequestRow[] = [
  ["麻烦帮我在笔记里加一个反向传播的例子", false, { kind: "add", what: "example", topic: "反向传播", target: "笔记" }],
  ["能不能给我的笔记加个信息熵的定义", false, { kind: "add", what: "definition", topic: "信息熵", target: "我的笔记" }],
  ["把均方误差的公式写进笔记", false, { kind: "add", what: "formula", topic: "均方误差", target: "笔记" }],
  ["帮我往 notes/algos.md 里加一个二分查找的例子", false, { kind: "add", what: "example", topic: "二分查找", target: "notes/algos.md" }],
  ["写进笔记：哈希表的定义", false, { kind: "add", what: "definition", topic: "哈希表", target: "笔记" }],
  ["笔记里补一个闭包的例子吧", false, { kind: "add", what: "example", topic: "闭包", target: "笔记" }],
  ["给我举个递归的例子，放到笔记里", false, { kind: "add", what: "example", topic: "递归", target: "笔记" }],
  ["在笔记里解释一下什么是互斥锁", false, { kind: "add", what: "definition", topic: "互斥锁", target: "笔记" }],
  ["在 ground-truth 里记一下：TCP 是面向连接的", false, { kind: "noteFact", target: "ground-truth", fact: "TCP 是面向连接的" }],
  ["帮我在ground-truth.md记下学习率必须为正", false, { kind: "noteFact", target: "ground-truth.md", fact: "学习率必须为正" }],
  ["记到 ground-truth.md：一个字节是 8 位", false, { kind: "noteFact", target: "ground-truth.md", fact: "一个字节是 8 位" }],
  ["请在 ground truth 里写上 HTTP 是无状态的", false, { kind: "noteFact", target: "ground truth", fact: "HTTP 是无状态的" }],
  ["把“考试在六月三号”记进 ground-truth", false, { kind: "noteFact", target: "ground-truth", fact: "考试在六月三号" }],
  ["把第三行改成：梯度指向上升方向", true, { kind: "setLine", line: 3, to: "梯度指向上升方向" }],
  ["第2行写错了，应该是权重随机初始化", true, { kind: "setLine", line: 2, to: "权重随机初始化" }],
  ["第 4 行不对，改为 Pod 是短暂的", true, { kind: "setLine", line: 4, to: "Pod 是短暂的" }],
  ["帮我修一下第五行", true, { kind: "fix" }],
  ["把 recieve 改成 receive", false, { kind: "replace", from: "recieve", to: "receive" }],
  ["总结一下这段", true, { kind: "summarise", intoNote: false }],
  ["用一句话概括", true, { kind: "summarise", intoNote: false }],
  ["这段的要点是啥", true, { kind: "summarise", intoNote: false }],
  ["归纳一下这几行，然后存到笔记里", true, { kind: "summarise", intoNote: true }],
  ["考我一下", false, { kind: "quiz", topic: null }],
  ["来几道练习题", false, { kind: "quiz", topic: null }],
  ["出三道关于动态规划的题", false, { kind: "quiz", topic: "动态规划" }],
  ["能不能考考我指针", false, { kind: "quiz", topic: "指针" }],
  ["这几行啥意思", true, { kind: "none" }],
  ["没看懂这段", true, { kind: "none" }],
  ["通俗地讲讲这几行", true, { kind: "none" }],
  ["把整章翻译成英文", true, { kind: "cannot" }],
  ["帮我写一段能跑的 Python 代码", false, { kind: "cannot" }],
  ["上网搜一下最新的论文", false, { kind: "cannot" }],
  ["让它更有趣一点", true, { kind: "cannot" }],
  ["帮我运行这段代码", true, { kind: "cannot" }],
];

describe("readTutorRequest: requests as people type them (second held-out set)", () => {
  it("holds about sixty, half of them Chinese", () => {
    expect(EN.length + ZH.length).toBeGreaterThanOrEqual(60);
    expect(ZH.length).toBeGreaterThanOrEqual(30);
  });

  itReadsEachRequest([...EN, ...ZH]);
});
