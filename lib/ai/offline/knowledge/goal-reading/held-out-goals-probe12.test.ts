import { describe } from "vitest";
import { itReadsEachGoalAsPattern, type GoalPatternRow } from "@/tests/support/interview/held-out-goal-rows";

/**
 * A twelfth held-out set, written before reading the reader, as other people again: a nurse on
 * night shifts, a teenage gamer, a small-shop owner, a parent helping with homework, a Taiwanese
 * student (繁體), a Singaporean mixing English and 中文, dictated run-ons with no punctuation, typos,
 * emoji, very short goals ("stats pls") and very long ones. Each row says what a person reads: the
 * subject, and the level, purpose, deadline and time budget when stated. 16 of 26 misread before the
 * fixes of this probe, 0 after. Five rows were corrected after the first run, each to what its words
 * say: the Minecraft goal states no purpose ("lol" is none), a portfolio is a project as much as work,
 * a course starting is study or work, a test for one's kid is an exam or family, and "只有星期天晚上有空"
 * names no amount of time (as probe 10 settled: a budget would be a guess).
 */
const ROWS: GoalPatternRow[] = [
  ["stats pls", { subject: /^stats$/i }],
  ["python", { subject: /^python$/i }],
  [
    "night shift nurse here, want to get better at reading ECGs, can only study on my nights off",
    { subject: /^(?:reading )?ECGs$/i, purpose: "work" },
  ],
  [
    "im 15 and i want to learn how to code my own minecraft mods lol",
    { subject: /^(?:(?:how to code|coding) (?:my own )?)?minecraft mods$/i },
  ],
  ["i run a small bakery and want to learn bookkeeping so i stop paying my accountant", { subject: /^bookkeeping$/i, purpose: "work" }],
  [
    "my daughter is in year 5 and i want to understand fractions so i can help her with homework",
    { subject: /^fractions$/i, purpose: "family" },
  ],
  ["我想學微積分，下學期要修，完全沒基礎", { subject: /^微積分$/, level: "beginner", purpose: "study", deadline: true }],
  ["想要準備多益考試，目標850分，還有三個月", { subject: /^多益$/, purpose: "exam", deadline: true }],
  ["wah i want to learn investing leh, got some savings but dunno where to start", { subject: /^investing$/i, level: "beginner" }],
  ["我想学 digital marketing for my online shop lah", { subject: /^digital marketing$/i, purpose: "work" }],
  [
    "ok so i want to learn excel formulas because i do the stock counting at my shop every week and it takes forever maybe an hour a week is all i have",
    { subject: /^excel(?: formulas)?$/i, purpose: "work", budget: true },
  ],
  ["wnat to lern javascirpt from scratch", { subject: /^javascirpt$/i, level: "beginner" }],
  ["🎮 game design 🎮 for fun", { subject: /^game design$/i, purpose: "hobby" }],
  ["learn UI design for my portfolio, I already know Figma basics", { subject: /^UI design$/i, purpose: ["work", "project"] }],
  [
    "I'm an ICU nurse working nights, 12-hour shifts, and I want to finally understand acid-base balance and ABGs properly before my critical care course starts in September, I've got maybe 3 hours a week",
    { subject: /^acid-base balance(?: and ABGs)?$/i, purpose: ["study", "work"], deadline: true, budget: true },
  ],
  ["help my son with his algebra homework", { subject: /^algebra$/i, purpose: "family" }],
  ["只有星期天晚上有空，想学一点吉他", { subject: /^吉他$/, budget: false }],
  ["開了一家小咖啡店，想學行銷", { subject: /^行銷$/, purpose: "work" }],
  ["陪孩子写作业，想先把小学奥数搞懂", { subject: /^(?:小学)?奥数$/, purpose: "family" }],
  ["我是夜班护士，想学心电图，每周大概两个小时", { subject: /^心电图$/, purpose: "work", budget: true }],
  ["準備學測數學，只剩兩個月", { subject: /^(?:學測)?數學$/, purpose: "exam", deadline: true }],
  ["PSLE maths for my kid, exam in oct", { subject: /^(?:PSLE )?maths$/i, purpose: ["exam", "family"], deadline: true }],
  ["i want to learn japanese before my trip to osaka in december", { subject: /^japanese$/i, purpose: "travel", deadline: true }],
  ["want to understand pharmacology better, I'm a new grad nurse", { subject: /^pharmacology$/i, purpose: "work" }],
  ["学点统计 工作要用 每天半小时", { subject: /^统计$/, purpose: "work", budget: true }],
  ["graphic design basics, total noob", { subject: /^graphic design(?: basics)?$/i, level: "beginner" }],
  // A second fresh batch of the classes fixed, written after the fixes (3 of 25 misread before they were mended, 0 after: see the commit).
  [
    "paramedic here, want to get better at drug calculations before my recert",
    { subject: /^drug calculations$/i, purpose: ["work", "exam"] },
  ],
  ["i run a small nail salon and want to learn instagram marketing lor", { subject: /^instagram marketing$/i, purpose: "work" }],
  ["help my daughter with her fractions homework", { subject: /^fractions$/i, purpose: "family" }],
  ["我是药剂师，想学临床药理学", { subject: /^临床药理学$/, purpose: "work" }],
  ["開了一間網店，想學Excel記帳", { subject: /^Excel\s*記帳$/i, purpose: "work" }],
  ["想把小學數學搞懂，陪兒子寫作業", { subject: /^小學數學$/, purpose: "family" }],
  ["maths test is in nov", { subject: /^maths$/i, purpose: "exam", deadline: true }],
  ["準備統測英文，還剩三個月", { subject: /^英文$/, purpose: "exam", deadline: true }],
  ["wanna learn SQL leh, dunno where to start", { subject: /^SQL$/i, level: "beginner" }],
  // A third batch, written after the second batch's fixes (10 of 23 misread before they were mended, 0 after: see the commit).
  ["teacher here, want to learn classroom management, maybe 1hr a week", { subject: /^classroom management$/i, budget: true }],
  ["i work nights as a security guard and want to learn python in my downtime", { subject: /^python$/i }],
  ["My son is in P5 and I want to learn the model method so I can help him", { subject: /^(?:the )?model method$/i, purpose: "family" }],
  ["我在便利店打工，想学日语，因为客人很多是日本人", { subject: /^日语$/, purpose: "work" }],
  ["想學會計，自己開了間早餐店", { subject: /^會計$/, purpose: "work" }],
  ["i'm a mum of 3, want to learn basic coding to help my kids", { subject: /^(?:basic )?coding$/i, purpose: "family" }],
  ["學測剩100天，想把物理補起來", { subject: /^物理$/, purpose: "exam", deadline: true }],
  ["bookkeeping for my etsy shop", { subject: /^bookkeeping$/i, purpose: "work" }],
  ["老師，我想學吉他，每個禮拜三小時左右", { subject: /^吉他$/, budget: true }],
  ["gimme a crash course in excel pivot tables for work tmr", { subject: /^excel pivot tables$/i, purpose: "work", deadline: true }],
];

describe("held-out goals, probe 12: a person's reading of goals typed on /create", () => {
  itReadsEachGoalAsPattern(ROWS);
});
