import { describe } from "vitest";
import { itReadsEachGoalAsPattern, type GoalPatternRow } from "@/tests/support/interview/held-out-goal-rows";

/**
 * A tenth held-out set, written before reading the reader, as other people: a midwife on night
 * shifts, a retired couple learning Italian for a trip, a teenager preparing a programming
 * olympiad, a Brazilian engineer writing English with slips, a truck driver before a permit test, a
 * baker typing one lower-case run-on, a privacy officer, a 考研 student, a Taiwanese accountant (繁體),
 * a Hong Kong DSE student (粵語), 中英混写, corrections mid-message ("I mean…", "哦不对"), negations
 * ("not for work, just curious"), two subjects in one goal and numbers in words. Each row says what a
 * person reads: the subject, and the level, purpose, deadline and time budget when stated.
 * 27 of 39 misread before the fixes of this probe, 10 after. Mended by probe 11's fixes and checked again
 * at the end of this set: an exam's name in another clause ("preparing for USACO silver…", "準備會計師考試…",
 * "准备信息学奥赛NOIP…"; the CDL permit row is written out in full here, its words as the header gave them),
 * a non-native "for + verb" purpose, a parenthetical background, "Intro to astronomy for a 70 year old", a
 * subject in a complaint clause and 从极限开始补. "…i only have sunday evenings", left out until probe 12, is
 * checked at the end as a person reads it: no amount is said, so no budget (a budget would be a guess), and
 * the subject is still read.
 */
const ROWS: GoalPatternRow[] = [
  [
    "Night-shift midwife here, want to finally understand neonatal resuscitation guidelines, only have like 20 min after shifts",
    { subject: /^neonatal resuscitation(?: guidelines)?$/i, budget: true },
  ],
  [
    "I'm retired and going to Italy in September with my wife, I'd like to learn some basic Italian for the trip",
    { subject: /^(?:basic )?Italian$/i, purpose: "travel", deadline: true },
  ],
  ["k8s for someone who only knows docker compose", { subject: /^(?:k8s|kubernetes)$/i }],
  [
    "python and sql for data analysis, not for work just curious",
    { subject: /^python and sql(?: for data analysis)?$/i, purpose: "hobby" },
  ],
  ["I want to learn Java, I mean JavaScript, for web stuff", { subject: /^JavaScript$/ }],
  ["teach me French, sorry I mean Spanish, going to Madrid in 3 months", { subject: /^Spanish$/, purpose: "travel", deadline: true }],
  [
    "I wanna get good at chess openings for a tournament in the spring, currently rated about 1400",
    { subject: /^chess openings$/i, deadline: true },
  ],
  ["not for my job, just curious how compilers work", { subject: /^(?:how )?compilers(?: work)?$/i, purpose: "hobby" }],
  ['Could you help me learn "options pricing"? I trade a bit on the side', { subject: /^options pricing$/i }],
  [
    "DB indexing - we keep getting slow queries at work and I'm the one who has to fix them",
    { subject: /^(?:DB|database) indexing$/i, purpose: "work" },
  ],
  [
    "i have a job interview for a data engineer role in ten days and my spark is rusty",
    { subject: /^(?:Apache )?Spark$/i, purpose: ["work", "exam"], deadline: true },
  ],
  [
    "learning to sew my own clothes, total newbie, about three hours a week",
    { subject: /^(?:sewing|sew(?:ing)? (?:my own )?clothes)$/i, level: "beginner", budget: true },
  ],
  ["teach me calculus from scratch im 15 and want to get ahead before next year", { subject: /^calculus$/i, level: "beginner" }],
  [
    "Preparing for IELTS writing task 2, band 6 now, need 7 by December",
    { subject: /^IELTS writing(?: task 2)?$/i, purpose: "exam", deadline: true },
  ],
  [
    "brush up on my German grammar before moving to Vienna for work in the fall",
    { subject: /^German grammar$/i, purpose: ["work", "travel"], deadline: true },
  ],
  [
    "I've been writing Go professionally for six years, want to learn Rust's ownership model properly",
    { subject: /^Rust(?:'s)? ownership(?: model)?$/i },
  ],
  [
    "Need to understand GDPR for my new job as a privacy officer, starting in 3 weeks",
    { subject: /^GDPR$/, purpose: "work", deadline: true },
  ],
  [
    "I want to learn sign language (ASL) to talk with my deaf nephew",
    { subject: /^(?:sign language(?: \(ASL\))?|ASL|American Sign Language)$/i, purpose: "family" },
  ],
  ["I want learn English grammar for my IELTS, my grammar is not so good", { subject: /^English grammar$/i, purpose: "exam" }],
  ["下个月去意大利旅游，想学点简单的意大利语", { subject: /^意大利语$/, purpose: "travel", deadline: true }],
  ["我是夜班助产士，想系统学一下新生儿复苏，每天下班后只有二十分钟", { subject: /^新生儿复苏$/, budget: true }],
  ["準備DSE化學，有機化學部分完全唔識", { subject: /^(?:(?:DSE\s*)?化學|有機化學)$/, purpose: "exam" }],
  ["不是为了工作，就是好奇量子计算到底是怎么回事", { subject: /^量子计算$/, purpose: "hobby" }],
  ["想学Python和SQL做数据分析", { subject: /^Python\s*(?:和|与)\s*SQL$/i }],
  ["想学k8s，公司要上云原生", { subject: /^k8s$/i, purpose: "work" }],
  ["我想学法语，哦不对，是西班牙语，明年去马德里交换", { subject: /^西班牙语$/, purpose: ["study", "travel"], deadline: true }],
  ["帮我学一下「期权定价」，业余炒股用", { subject: /^期权定价$/, purpose: "hobby" }],
  ["退休了，想學書法，一週練三次，每次一小時", { subject: /^書法$/, purpose: "hobby", budget: true }],
  ["公司要求学GDPR合规，三周后上岗", { subject: /^GDPR(?:合规)?$/, purpose: "work", deadline: true }],
  // A second fresh batch of the classes fixed, written after the fixes (34 of 42 misread before them, 1 after: see the commit).
  ["I want to learn Ruby, I mean Rust, for embedded stuff", { subject: /^Rust$/ }],
  ["teach me piano, sorry I meant guitar, as a birthday gift to myself", { subject: /^guitar$/i }],
  ["not for school, just curious how black holes form", { subject: /^(?:how )?black holes(?: form)?$/i, purpose: "hobby" }],
  ["我想学韩语，说错了，是日语，明年去东京交换", { subject: /^日语$/, purpose: ["study", "travel"], deadline: true }],
  ["不是为了考试，纯粹好奇天文学", { subject: /^天文学$/, purpose: "hobby" }],
  ["Going to Lisbon in the summer, want some basic Portuguese", { subject: /^(?:basic )?Portuguese$/i, purpose: "travel", deadline: true }],
  ["Learn Excel pivot tables, only have like 15 min after work", { subject: /^Excel pivot tables$/i, budget: true }],
  ["每天下班后只有半小时，想学一点Photoshop", { subject: /^Photoshop$/i, budget: true }],
  ["一周两次，每次四十分钟，想练书法", { subject: /^书法$/, budget: true }],
  ["I run a small flower shop and want to understand bookkeeping", { subject: /^bookkeeping$/i, purpose: "work" }],
  ["Chess endgames for a tournament in the fall", { subject: /^chess endgames$/i, purpose: "exam", deadline: true }],
  ["I want to learn basic Korean so I can talk with my grandkids", { subject: /^(?:basic )?Korean$/i, purpose: "family" }],
  // The leftovers of this set, mended by probe 11 (an exam's name gives way to a subject named in another clause, "for +
  // verb" is a purpose, a how-to outweighs a background, a complaint clause names its subject).
  [
    "preparing for USACO silver next month, need graph algorithms and dynamic programming",
    { subject: /^graph algorithms(?: and dynamic programming)?$/i, purpose: "exam", deadline: true },
  ],
  [
    "CDL permit test in 3 weeks, need air brakes and pre-trip inspection",
    { subject: /^air brakes(?: and pre-trip inspection)?$/i, purpose: "exam", deadline: true },
  ],
  ["準備會計師考試，中級會計學一直讀不懂", { subject: /^中級會計學$/, purpose: "exam" }],
  ["准备信息学奥赛NOIP，想学动态规划", { subject: /^动态规划$/, purpose: "exam" }],
  ["I want learn the kubernetes for deploy our microservices in my work", { subject: /^kubernetes$/i, purpose: "work" }],
  [
    "how to read an income statement (I run a bakery, no accounting background)",
    { subject: /^(?:how to )?read(?:ing)? an? income statements?$/i, purpose: "work" },
  ],
  ["Intro to astronomy for a 70 year old", { subject: /^astronomy$/i, level: "beginner" }],
  ["考研高数基础很差，想从极限开始补", { subject: /^高数$/, purpose: "exam" }],
  ["数据库索引老是搞不懂，工作中慢查询一堆", { subject: /^数据库索引$/, purpose: "work" }],
  ["i bake for a living and want to learn sourdough properly but i only have sunday evenings", { subject: /^sourdough$/i, budget: false }],
  ["want to learn guitar, i only have sunday evenings", { subject: /^guitar$/i, budget: false }],
];

describe("held-out goals, probe 10: a person's reading of goals typed on /create", () => {
  itReadsEachGoalAsPattern(ROWS);
});
