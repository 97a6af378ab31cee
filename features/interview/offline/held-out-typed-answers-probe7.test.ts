import { heldOutTypedAnswers, type LevelRow, type PurposeRow } from "@/tests/support/held-out/typed-answers";
/**
 * A seventh held-out set of typed interview answers, written before reading the readers: what a
 * learner types when asked what they already know, and why they want it, half in Chinese. The
 * level the outline gets is the one a person reads (either of two where a person would accept
 * either), and a typed purpose is read as that purpose, never pasted into the capstone.
 */
const BACKGROUNDS: LevelRow[] = [
  ["Rust", "zero. nada. never heard of ownership", "beginner"],
  ["SQL", "i write queries daily but never touched window functions", ["intermediate", "advanced"]],
  ["Git", "I use git add/commit/push and panic at anything else", ["beginner", "intermediate"]],
  ["Python", "senior dev, 8 yrs python", "advanced"],
  ["Spanish", "took it in high school like 10 years ago, remember almost nothing", ["beginner", "intermediate"]],
  ["Linux", "comfortable with the terminal, can write basic bash scripts", "intermediate"],
  ["机器学习", "完全小白", "beginner"],
  ["Java", "大学学过，工作中没用过", ["beginner", "intermediate"]],
  ["Excel", "会用基本公式，透视表不太会", ["beginner", "intermediate"]],
  ["Go", "在生产环境里用了四年", "advanced"],
  ["钢琴", "小时候学过几年，现在全忘了", ["beginner", "intermediate"]],
  // A second fresh batch of the classes fixed, written after the fixes.
  ["Postgres", "query it every day at work, but never used window functions", ["intermediate", "advanced"]],
  ["Java", "在公司里写了五年", "advanced"],
];

const OUTCOMES: PurposeRow[] = [
  ["Python", "to automate boring stuff at my job", "work"],
  ["French", "going to Paris for a vacation in spring", "travel"],
  ["statistics", "pass my STAT101 final", "exam"],
  ["woodworking", "just a hobby i've always wanted to try", "hobby"],
  ["React", "想做一个自己的记账App", "project"],
  ["英语", "为了陪孩子一起学", "family"],
  ["会计", "考CPA", "exam"],
  ["数据分析", "领导要求的", "work"],
  // A second fresh batch of the classes fixed, written after the fixes.
  ["guitar", "just a hobby really", "hobby"],
  ["雅思", "考雅思", "exam"],
];

heldOutTypedAnswers("probe 7", BACKGROUNDS, OUTCOMES);
