import type { KindTable } from "./types";

/** The crafts, music, fitness and general kinds (split from ./kinds-en for length). */
export const MORE_KINDS_EN: Pick<KindTable, "crafts" | "music" | "fitness" | "general"> = {
  crafts: {
    summary:
      "{topic} is a hands-on craft of making: you turn raw materials into something finished by working through a method step by step. Progress comes from a few core techniques repeated until they are reliable, from measuring and checking as you go, and from tracing a disappointing result back to its cause. People take it up to make things they use and share, to unwind, and sometimes to sell what they make.",
    currentState:
      "Tools and materials vary widely in price and quality, and safety advice on heat, blades, dust and chemicals is updated from time to time; start with a small basic set, follow the current instructions that come with your tools and materials, and compare recent reviews before buying more.",
    stages: [
      "Tools, materials and a safe workspace for {topic}",
      "Basic {topic} techniques, one at a time",
      "Following a recipe, pattern or plan in {topic}",
      "Measuring, timing and checking your {topic} work",
      "Fixing problems and adapting methods in {topic}",
      "A finished {topic} project: your capstone",
    ],
    prerequisites: ["Following written step-by-step instructions", "Weighing and measuring accurately", "A regular practice routine"],
    commonGoals: [
      "Make things I'm proud to use or give away",
      "Enjoy {topic} as a relaxing hobby",
      "Master the classic {topic} techniques",
      "Sell or share what I make",
    ],
    trends: [
      "Short video lessons make it easier to see how experienced makers handle each step of {topic}",
      "Many learners post photos of their {topic} work in online communities to get feedback",
      "Making small pieces often is widely recommended over saving up for one large project",
    ],
    handsOn: "Practice",
    practiseVerb: "practise",
    outcome: "Make a finished {topic} piece from start to end on my own",
    certifiable: false,
  },
  music: {
    summary:
      "{topic} is learned by ear as much as by hand: progress comes from keeping a steady beat, understanding how notes relate in scales and intervals, and practising short passages slowly and often until they are reliable. People take it up to play or sing music they love, to make music with others, to write their own, and to unwind.",
    currentState:
      "Instruments, apps and gear vary widely in price and quality; an instrument in good repair (or your voice, or free music software), a tuner and a metronome are enough to start. Compare recent reviews before buying more, and have a teacher or a recording check your posture early.",
    stages: [
      "Posture, tuning and first sounds in {topic}",
      "Rhythm: playing in time in {topic}",
      "Notes, scales and keys in {topic}",
      "Practising {topic}: slow work, loops and a metronome",
      "Expression in {topic}: dynamics, phrasing and listening back",
      "A complete {topic} piece, performed or recorded: your capstone",
    ],
    prerequisites: [
      "An instrument, your voice or music software to practise with",
      "A regular practice routine",
      "Listening closely to recordings",
    ],
    commonGoals: [
      "Play or sing pieces I love",
      "Enjoy {topic} as a relaxing hobby",
      "Make music with others or perform for friends",
      "Pass a graded {topic} exam",
    ],
    trends: [
      "Tuner, metronome and backing-track apps make daily {topic} practice easier",
      "Many learners share short recordings online to get feedback on their {topic}",
      "Short daily practice is widely recommended over occasional long sessions",
    ],
    handsOn: "Practice",
    practiseVerb: "practise",
    outcome: "Perform or record one complete {topic} piece from start to finish, in time",
    certifiable: true,
  },
  fitness: {
    summary:
      "{topic} improves how you feel, move and perform. Lasting progress comes from good technique, gradual progression and consistency, with enough rest and nutrition to recover.",
    currentState:
      "Guidance keeps evolving; for anything health-related follow current advice from qualified professionals, and check with a doctor first if you have health conditions.",
    stages: [
      "Safety, technique basics and warm-ups for {topic}",
      "Building a consistent {topic} routine",
      "Progression: getting stronger and fitter with {topic}",
      "Recovery, sleep and nutrition for {topic}",
      "Tracking progress and breaking plateaus in {topic}",
      "A 4-week {topic} plan: your capstone",
    ],
    prerequisites: ["Basic mobility and warm-ups", "Safe exercise technique", "A realistic weekly schedule"],
    commonGoals: [
      "Build a steady {topic} habit",
      "Get stronger or fitter with {topic}",
      "Lose weight or improve my health",
      "Train for an event or personal goal",
    ],
    trends: [
      "Wearables and apps make it easier to track {topic} progress",
      "Short, frequent sessions are a popular way to stay consistent",
      "Recovery and sleep get more attention as part of training",
    ],
    handsOn: "Session",
    practiseVerb: "practise",
    outcome: "Follow a steady {topic} routine for 12 weeks",
    certifiable: false,
  },
  general: {
    summary:
      "{topic} can be learned step by step: the basics first, then regular practice, then applying it to something real. Breaking it into small, concrete steps makes steady progress much easier.",
    currentState:
      "Resources for {topic} include books, courses and communities; quality varies, so compare a few recent ones before committing.",
    stages: [
      "Key ideas and vocabulary of {topic}",
      "Getting started with {topic}: tools and first steps",
      "Core skills of {topic}",
      "Practising {topic} on realistic examples",
      "Going further: common mistakes and better habits in {topic}",
      "A capstone project in {topic}",
    ],
    prerequisites: ["Basic research and note-taking", "Setting small, concrete goals", "Learning from feedback"],
    commonGoals: [
      "Understand the basics of {topic}",
      "Get confident with {topic} in real situations",
      "Use what I learn about {topic} at work",
      "Go deep and master {topic}",
    ],
    trends: [
      "Online communities make it easier to get feedback while learning {topic}",
      "Short, structured lessons with regular practice are a common way to learn {topic}",
      "Many learners use AI assistants to explain concepts; it is worth double-checking their answers",
    ],
    handsOn: "Practice",
    practiseVerb: "practise",
    outcome: "Handle a real situation or project involving {topic} on my own",
    certifiable: false,
  },
};
