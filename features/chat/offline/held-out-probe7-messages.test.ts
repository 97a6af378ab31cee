import { describe } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { CHAT_TOOL } from "../contract";
import { itMakesEachFirstMove, type FirstMoveRow } from "@/tests/support/chat/held-out-message-rows";

/**
 * A seventh held-out set for the tutor chat, written before reading the chat's readers or the
 * earlier sets: what learners say to a tutor mask (the last message of each row is the turn), half
 * in Chinese — explanations in a manner ("in 5 bullet points", "用最简单的话"), deep dives,
 * comparisons, follow-ups, "which of my courses…", small talk, quizzes and what the offline model
 * cannot do. Each row says what the tutor must do first.
 */
const [ENGLISH, CHINESE] = LOCALES;
const SEARCH = CHAT_TOOL.searchMyCourses;
const DEEP = CHAT_TOOL.deepDive;
const COURSES = CHAT_TOOL.lookupCourses;
const P = "what is a p-value";
const P_ZH = "什么是p值";

const ROWS: FirstMoveRow[] = [
  [["so what exactly is a transformer? like the ML one"], { tool: SEARCH, input: /^transformers?$/i }],
  [["can you break down how https works"], { tool: SEARCH, input: /^(?:how )?https(?: works)?$/i }],
  [["tell me everything about the krebs cycle, in depth"], { tool: DEEP, input: /^(?:the )?krebs cycle$/i }],
  [["whats the difference b/w mitosis and meiosis"], { tool: SEARCH, input: /^mitosis and meiosis$/i }],
  [["is merge sort better than quick sort?"], { tool: SEARCH, input: /^merge sort and quick sort$/i }],
  [["which of my courses talk about linear regression"], { tool: COURSES, input: /^linear regression$/i }],
  [["do I already have a course that covers SQL?"], { tool: COURSES, input: /^SQL$/ }],
  [[P, "ok but why?"], { tool: SEARCH, input: /^p-value$/i }],
  [[P, "nice, thx!"], { smallTalk: true }],
  [["how's it going?"], { smallTalk: true }],
  [["quiz me on the krebs cycle pls"], { quiz: /^(?:the )?krebs cycle$/i }],
  [["can you test me on what we covered"], { quiz: null }],
  [["book me a tutoring session for tomorrow"], { cannot: ENGLISH }],
  [[P, "can you explain it differently, simpler?"], { tool: SEARCH, input: /^p-value$/i }],
  [["Explain the French Revolution in 5 bullet points"], { tool: SEARCH, input: /^(?:the )?French Revolution$/i }],
  [["🙂"], { smallTalk: true }],
  [["how does TCP compare to UDP for video streaming"], { tool: SEARCH, input: /TCP.*UDP/ }],
  [["eli5 quantum entanglement please!!"], { tool: SEARCH, input: /^quantum entanglement$/i }],
  [["Transformer到底是个啥"], { tool: SEARCH, input: /^Transformer$/ }],
  [["能不能给我讲讲HTTPS是怎么工作的"], { tool: SEARCH, input: /^HTTPS(?:是?怎么工作的?)?$/ }],
  [["深入讲讲三羧酸循环"], { tool: DEEP, input: /^三羧酸循环$/ }],
  [["有丝分裂和减数分裂的区别是什么"], { tool: SEARCH, input: /^有丝分裂和减数分裂$/ }],
  [["归并排序比快速排序好吗"], { tool: SEARCH, input: /^归并排序和快速排序$/ }],
  [["我哪些课程讲到了线性回归"], { tool: COURSES, input: /^线性回归$/ }],
  [[P_ZH, "可是为什么呢"], { tool: SEARCH, input: /^p值$/i }],
  [[P_ZH, "好滴 感谢🙏"], { smallTalk: true }],
  [["最近怎么样"], { smallTalk: true }],
  [["考考我三羧酸循环"], { quiz: /^三羧酸循环$/ }],
  [["帮我预约明天的辅导课"], { cannot: CHINESE }],
  [[P_ZH, "能换个更简单的说法吗"], { tool: SEARCH, input: /^p值$/i }],
  [["用五个要点讲一下法国大革命"], { tool: SEARCH, input: /^法国大革命$/ }],
  [["TCP和UDP比起来哪个更适合视频直播"], { tool: SEARCH, input: /TCP.*UDP/ }],
  [["用最简单的话解释一下量子纠缠！！"], { tool: SEARCH, input: /^量子纠缠$/ }],
  [["我的课里有讲SQL的吗"], { tool: COURSES, input: /^SQL$/ }],
  [["那个 attention 机制 能 deep dive 一下吗"], { tool: DEEP, input: /^attention\s*机制$/ }],
  // A second fresh batch of the classes fixed, written after the fixes (see the commit for the count).
  [["hey how are you doing?"], { smallTalk: true }],
  [["你最近好吗"], { smallTalk: true }],
  [["👍"], { smallTalk: true }],
  [["can you clarify what a mutex is"], { tool: SEARCH, input: /^mutex$/i }],
  [["Docker到底是个什么东西"], { tool: SEARCH, input: /^Docker$/ }],
  [["is Vim better than Emacs for beginners?"], { tool: SEARCH, input: /^Vim and Emacs$/ }],
  [["Python比Java难吗"], { tool: SEARCH, input: /^Python和Java$/ }],
  [["what's the diff b/w TCP and UDP"], { tool: SEARCH, input: /^TCP and UDP$/ }],
  [["explain entropy in a few sentences"], { tool: SEARCH, input: /^entropy$/i }],
  [["tell me a bit about the Cold War"], { tool: SEARCH, input: /^(?:the )?Cold War$/i }],
  [["嗯 那个 反向传播 怎么理解"], { tool: SEARCH, input: /^反向传播$/ }],
  [[P, "could you put it in other words?"], { tool: SEARCH, input: /^p-value$/i }],
  [[P_ZH, "但是为什么"], { tool: SEARCH, input: /^p值$/i }],
  [[P_ZH, "能不能换一种讲法"], { tool: SEARCH, input: /^p值$/i }],
  [["有丝分裂是什么"], { tool: SEARCH, input: /^有丝分裂$/ }],
  [["do I still have a course about statistics?"], { tool: COURSES, input: /^statistics$/i }],
  [["quiz me on everything we learned today"], { quiz: null }],
];

describe("held-out chat messages, probe 7: what the tutor does first", () => {
  itMakesEachFirstMove(ROWS);
});
