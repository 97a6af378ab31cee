import { describe, expect, it } from "vitest";
import { itReadsEachRequest, type RequestRow } from "@/tests/support/workspace/held-out-request-rows";

/**
 * Workspace requests written after the reader was built, the way learners type them (both
 * languages, typos in the framing, quotes, paths, mixed language): each is read as the request a
 * person would read, or as nothing the tutor pretends to understand.
 */
const CASES: RequestRow[] = [
  [
    "Could you add an example of gradient descent to notes/ml.md?",
    false,
    { kind: "add", what: "example", topic: "gradient descent", target: "notes/ml.md" },
  ],
  [
    "please put a definition of overfitting in my notes",
    false,
    { kind: "add", what: "definition", topic: "overfitting", target: "my notes" },
  ],
  [
    "add an explanation of the learning rate to this note",
    false,
    { kind: "add", what: "definition", topic: "learning rate", target: "this note" },
  ],
  ["Add a definition for “Node.js event loop” to my note.", false, { kind: "add", what: "definition", topic: "Node.js event loop" }],
  ["include some examples of C++ templates", false, { kind: "add", what: "example", topic: "C++ templates" }],
  ["在我的笔记里加一个交叉验证的例子", false, { kind: "add", what: "example", topic: "交叉验证" }],
  ["帮我在笔记里加上聚类的定义", false, { kind: "add", what: "definition", topic: "聚类", target: "笔记" }],
  ["在我的笔记里写上梯度下降的解释", false, { kind: "add", what: "definition", topic: "梯度下降", target: "我的笔记" }],
  ["帮我补充一下过拟合的定义", false, { kind: "add", what: "definition", topic: "过拟合" }],
  ["给 notes/ml.md 加上梯度下降的解释", false, { kind: "add", what: "definition", topic: "梯度下降", target: "notes/ml.md" }],
  [
    "write down in ground-truth.md that a Pod can hold several containers",
    false,
    { kind: "noteFact", target: "ground-truth.md", fact: "a Pod can hold several containers" },
  ],
  [
    "Note in ground truth: the learning rate sets the step size.",
    false,
    { kind: "noteFact", target: "ground truth", fact: "the learning rate sets the step size" },
  ],
  [
    "record that C# is statically typed in ground-truth.md",
    false,
    { kind: "noteFact", target: "ground-truth.md", fact: "C# is statically typed" },
  ],
  ["jot down in my notes that R indexes from 1", false, { kind: "noteFact", target: "my notes", fact: "R indexes from 1" }],
  [
    "在 ground-truth.md 里记一下：交叉验证把数据分成几份",
    false,
    { kind: "noteFact", target: "ground-truth.md", fact: "交叉验证把数据分成几份" },
  ],
  ["把“监督学习需要标签”记到 ground-truth.md", false, { kind: "noteFact", target: "ground-truth.md", fact: "监督学习需要标签" }],
  ["change 'sum' to 'sums' in notes/mine.md", false, { kind: "replace", from: "sum", to: "sums", target: "notes/mine.md" }],
  ["replace “Deployment” with “ReplicaSet”", false, { kind: "replace", from: "Deployment", to: "ReplicaSet" }],
  ["把“无监督”改成“监督”", false, { kind: "replace", from: "无监督", to: "监督" }],
  ["fix this line please", true, { kind: "fix" }],
  ["can you correct the grammar here", true, { kind: "fix" }],
  ["帮我改正这一行", true, { kind: "fix" }],
  ["tl;dr of these lines?", true, { kind: "summarise", intoNote: false }],
  ["sum this up into my notes", true, { kind: "summarise", intoNote: true }],
  ["帮我概括一下选中的内容", true, { kind: "summarise", intoNote: false }],
  ["总结这几行，写到笔记里", true, { kind: "summarise", intoNote: true }],
  ["give me 3 practice questions", false, { kind: "quiz" }],
  ["quiz me!", false, { kind: "quiz" }],
  ["出几道题考考我", false, { kind: "quiz" }],
  ["save this to my notes", true, { kind: "addSelection" }],
  ["把这几行加到笔记", true, { kind: "addSelection" }],
  ["note this down in my notes", true, { kind: "addSelection" }],
  ["what do these lines mean?", true, { kind: "none" }],
  ["这几行是什么意思？", true, { kind: "none" }],
  ["why is the sky blue?", false, { kind: "none" }],
];

describe("readTutorRequest: held-out phrasings", () => {
  it("holds at least 30 of them", () => expect(CASES.length).toBeGreaterThanOrEqual(30));

  itReadsEachRequest(CASES);
});
