import { describe } from "vitest";
import { CHAT_TOOL } from "../contract";
import { itMakesEachFirstMove, type FirstMoveRow } from "@/tests/support/chat/held-out-message-rows";

/**
 * A twelfth held-out set for the tutor chat, written before reading the chat's readers, as a nurse
 * on night shifts, a teenage gamer, a small-shop owner, a parent helping with homework, a Taiwanese
 * student (繁體) and a Singaporean mixing English and 中文, dictated with no punctuation, with typos,
 * emoji and very short messages: explanations, comparisons, deep dives, examples, "which of my
 * courses…", quizzes, follow-ups and small talk. Each row says what the tutor must do first (the last
 * message of each row is the turn). 9 of 28 misread before the fixes of this probe, 0 after ("gross vs
 * net profit" may be searched as "gross and net profit", as earlier sets settled comparisons).
 */
const SEARCH = CHAT_TOOL.searchMyCourses;
const DEEP = CHAT_TOOL.deepDive;
const COURSES = CHAT_TOOL.lookupCourses;

const ROWS: FirstMoveRow[] = [
  [["explain potassium levels in renal failure pls, on my break"], { tool: SEARCH, input: /^potassium levels(?: in renal failure)?$/i }],
  [["whats the diff between afib and aflutter"], { tool: SEARCH, input: /^afib and aflutter$/i }],
  [["quiz me on drug calculations"], { quiz: /^drug calculations$/i }],
  [["how does a for loop work in java"], { tool: SEARCH, input: /^(?:a )?for loop(?: in java)?$/i }],
  [["bro what is a hitbox"], { tool: SEARCH, input: /^(?:a )?hitbox$/i }],
  [["ok thx 👍"], { smallTalk: true }],
  [["which of my courses has the stuff on profit margins"], { tool: COURSES, input: /^profit margins$/i }],
  [["explain gross vs net profit like im 5"], { tool: SEARCH, input: /^gross (?:vs|and) net profit$/i }],
  [["can u go deeper on cash flow"], { tool: DEEP, input: /^cash flow$/i }],
  [["how do i explain long division to a 9 year old"], { tool: SEARCH, input: /^long division$/i }],
  [["what is a fraction", "and a decimal?"], { tool: SEARCH, input: /^(?:a )?decimal$/i }],
  [["stats pls"], { tool: SEARCH, input: /^stats$/i }],
  [["give me an example of a linked list"], { tool: SEARCH, input: /^(?:a )?linked list$/i }],
  [["test me on fractions 5 questions"], { quiz: /^fractions$/i }],
  [["can you order me a pizza"], { cannot: "en" }],
  [["what is the meaning of compound interest ah"], { tool: SEARCH, input: /^compound interest$/i }],
  [
    ["first-pass effect vs bioavailability whats the difference"],
    { tool: SEARCH, input: /^first-pass effect (?:vs|and) bioavailability$/i },
  ],
  [["請問什麼是邊際成本"], { tool: SEARCH, input: /^邊際成本$/ }],
  [["微積分裡的極限可以解釋一下嗎"], { tool: SEARCH, input: /^極限$/ }],
  [["考考我三角函數，出五題"], { quiz: /^三角函數$/ }],
  [["我哪一門課有講到資料結構"], { tool: COURSES, input: /^資料結構$/ }],
  [["再深入讲讲酸碱平衡"], { tool: DEEP, input: /^酸碱平衡$/ }],
  [["心房颤动和心房扑动有什么区别"], { tool: SEARCH, input: /^心房颤动和心房扑动$/ }],
  [["帮我孩子讲讲分数的加法"], { tool: SEARCH, input: /^分数的加法$/ }],
  [["这个 compound interest 是什么意思 ah"], { tool: SEARCH, input: /^compound interest$/i }],
  [["谢谢啦 今天就到这"], { smallTalk: true }],
  [["帮我订一张去台北的机票"], { cannot: "zh" }],
  [["用生活中的例子解释一下毛利率"], { tool: SEARCH, input: /^毛利率$/ }],
  // A second fresh batch of the classes fixed, written after the fixes (3 of 25 misread before they were mended, 0 after: see the commit).
  [["bro what is a deadlock"], { tool: SEARCH, input: /^(?:a )?deadlock$/i }],
  [["recursion pls"], { tool: SEARCH, input: /^recursion$/i }],
  [["explain supply vs demand like im 5"], { tool: SEARCH, input: /^supply (?:vs|and) demand$/i }],
  [["how do i explain photosynthesis to my 8 year old"], { tool: SEARCH, input: /^photosynthesis$/i }],
  [["what is the meaning of inflation ah"], { tool: SEARCH, input: /^inflation$/i }],
  [["線性代數裡的特徵值可以解釋一下嗎"], { tool: SEARCH, input: /^特徵值$/ }],
  [["我哪一門課有講到遞迴"], { tool: COURSES, input: /^遞迴$/ }],
  [["遞迴是干嘛的"], { tool: SEARCH, input: /^遞迴$/ }],
  [["cheers, that's all for today"], { smallTalk: true }],
  // A third batch, written after the second batch's fixes (10 of 23 misread before they were mended, 0 after: see the commit).
  [["sis what is a pivot table"], { tool: SEARCH, input: /^(?:a )?pivot table$/i }],
  [["quick one, what is EBITDA"], { tool: SEARCH, input: /^EBITDA$/ }],
  [["pivot tables pls"], { tool: SEARCH, input: /^pivot tables$/i }],
  [["explain cash vs accrual accounting simply"], { tool: SEARCH, input: /^cash (?:vs|and) accrual accounting$/i }],
  [["explain margin vs markup for a small shop owner"], { tool: SEARCH, input: /^margin (?:vs|and) markup$/i }],
  [["欸 請問什麼是毛利"], { tool: SEARCH, input: /^毛利$/ }],
  [["我想問 stack 跟 queue 差在哪"], { tool: SEARCH, input: /^stack\s*(?:和|跟|and)\s*queue$/i }],
  [["how does compound interest work for my savings ah"], { tool: SEARCH, input: /^compound interest$/i }],
  [["ok night, thanks for the help"], { smallTalk: true }],
];

describe("held-out chat messages, probe 12: what the tutor does first", () => {
  itMakesEachFirstMove(ROWS);
});
