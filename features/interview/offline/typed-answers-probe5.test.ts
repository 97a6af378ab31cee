import { heldOutTypedAnswers, type LevelRow, type PurposeRow } from "@/tests/support/held-out/typed-answers";
/**
 * A fifth held-out set of typed interview answers, written before reading the readers: what a
 * learner types when asked what they already know, and why they want it. The level the outline
 * gets is the one a person reads (either of two where a person would accept either), and a typed
 * purpose is read as that purpose, never pasted into the capstone.
 */
const BACKGROUNDS: LevelRow[] = [
  ["Python", "never touched it", "beginner"],
  ["SQL", "a little, did a tutorial once", "beginner"],
  ["Java", "I've been using it professionally for 6 years", "advanced"],
  ["JavaScript", "somewhat familiar, can read code but can't write it from scratch", "intermediate"],
  ["Docker", "not a beginner but def not an expert", "intermediate"],
  ["Kubernetes", "no idea what it even is lol", "beginner"],
  ["C++", "only ever copy-pasted snippets from stack overflow", "beginner"],
  ["statistics", "i teach it at a university", "advanced"],
  ["Python", "完全没接触过", "beginner"],
  ["SQL", "学过一点，但不太熟", ["beginner", "intermediate"]],
  ["Java", "天天在用，写了三年了", "advanced"],
  ["Docker", "我不是新手", "intermediate"],
  ["Excel", "我在公司负责这块，算是熟练", "advanced"],
  // Variants of the classes the first rows found.
  ["Go", "not a complete beginner", "intermediate"],
  ["Photoshop", "我不算小白", "intermediate"],
  ["Rust", "only watched a few youtube videos", "beginner"],
  ["Python", "can read it but couldn't build anything from scratch", "intermediate"],
  ["Python", "I teach Python to kids on weekends", "advanced"],
  ["Python", "i've been a nurse for 10 years", "beginner"],
];

const OUTCOMES: PurposeRow[] = [
  ["Kubernetes", "for my job", "work"],
  ["astronomy", "mostly curiosity tbh", "hobby"],
  ["biology", "exam in 3 weeks", "exam"],
  ["algebra", "to help my daughter with her homework", "family"],
  ["HTML", "build my own website", "project"],
  ["Python", "为了找工作", "work"],
  ["吉他", "兴趣爱好", "hobby"],
  ["化学", "下周考试", "exam"],
  ["Excel", "老板让我学的", "work"],
  ["geology", "honestly just curious", "hobby"],
  ["Jira", "my boss asked me to", "work"],
  ["Unity", "make my own game", "project"],
];

heldOutTypedAnswers("probe 5", BACKGROUNDS, OUTCOMES);
