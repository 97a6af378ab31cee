import { MORE_KINDS_EN } from "./kinds-en-more";
import type { KindTable } from "./types";

export const KINDS_EN: KindTable = {
  software: {
    summary:
      "{topic} belongs to the software and data toolbox. People usually learn it to build and ship working projects, to collaborate with teams that already rely on it, and to widen their career options.",
    currentState:
      "Tooling in this area changes often, so confirm the current release and recommended setup in the official {topic} documentation and release notes before you start.",
    stages: [
      "Core ideas and vocabulary of {topic}",
      "Setting up a working {topic} environment",
      "Everyday {topic} workflows and tools",
      "Building a small, complete project with {topic}",
      "Debugging, testing and good practices with {topic}",
      "{topic} in the real world: reliability, security and performance",
      "A capstone project with {topic}",
    ],
    prerequisites: ["Command-line basics", "Basic programming in any language", "Git and version control"],
    commonGoals: [
      "Build a real project with {topic}",
      "Use {topic} confidently at work",
      "Understand how {topic} works under the hood",
      "Prepare for a technical interview or certification involving {topic}",
    ],
    trends: [
      "AI coding assistants are changing day-to-day {topic} work; reviewing their output critically is part of the skill",
      "Teams increasingly expect automated tests and CI/CD around {topic} projects",
      "Official docs, changelogs and sandbox environments are the most reliable way to keep up with {topic}",
    ],
    handsOn: "Lab",
    practiseVerb: "use",
    outcome: "Build and ship a real project with {topic}",
    certifiable: true,
  },
  language: {
    summary:
      "{topic} opens up conversations, media, travel and work with the people who use it. Learners usually combine pronunciation, grammar and vocabulary with steady listening and speaking practice.",
    currentState:
      "Resources range from textbooks and graded readers to apps, podcasts and online tutors; for exam requirements, check the official exam bodies, and compare current reviews before choosing a course.",
    stages: [
      "Getting started: {script}",
      "Core grammar patterns of {topic}",
      "High-frequency {topic} vocabulary and set phrases",
      "Listening and speaking: everyday {topic} conversations",
      "Reading and writing short {topic} texts",
      "Real-world {topic}: a capstone conversation or project",
    ],
    prerequisites: ["Basic grammar terms (noun, verb, tense)", "A regular study routine", "Learning from audio and video"],
    commonGoals: [
      "Hold everyday conversations in {topic}",
      "Understand {topic} films, shows or music",
      "Travel comfortably where {topic} is spoken",
      "Pass a {topic} proficiency exam",
    ],
    trends: [
      "Many learners pair an app for daily vocabulary review with live conversation practice online",
      "Spaced-repetition flashcards remain a popular way to retain {topic} vocabulary",
      "Comprehensible input (lots of listening and reading at your level) is a widely discussed approach",
    ],
    handsOn: "Practice",
    practiseVerb: "use",
    outcome: "Hold a 10-minute conversation in {topic}",
    certifiable: true,
  },
  arts: {
    summary:
      "{topic} is a hands-on craft: progress comes from a few core techniques practised often and from learning to look at your own work critically. People take it up to create things they enjoy, to relax, and sometimes to share or sell their work.",
    currentState:
      "Materials, tools and apps vary widely in price and quality; starter kits and free video lessons are common, but compare current reviews before buying gear.",
    stages: [
      "Tools, materials and set-up for {topic}",
      "Fundamental techniques of {topic}",
      "Core principles behind good {topic}",
      "Practising {topic} with short, focused exercises",
      "Developing your own style in {topic}",
      "A finished {topic} piece: your capstone",
    ],
    prerequisites: ["Basic tools and materials", "A regular practice routine", "Studying reference work closely"],
    commonGoals: [
      "Create pieces I'm proud to share",
      "Enjoy {topic} as a relaxing hobby",
      "Build a small {topic} portfolio",
      "Perform or exhibit my {topic} work",
    ],
    trends: [
      "Short video lessons and online communities make feedback on {topic} easier to get",
      "Many learners mix traditional practice with digital tools",
      "Short daily practice is widely recommended over occasional long sessions",
    ],
    handsOn: "Practice",
    practiseVerb: "practise",
    outcome: "Finish a {topic} piece I'm proud to show",
    certifiable: false,
  },
  science: {
    summary:
      "{topic} gives you a precise way to describe and predict how things work. People learn it for school or exams, for careers in research, engineering and data, or out of curiosity.",
    currentState:
      "The fundamentals of {topic} are stable while the research frontier moves quickly; for recent developments rely on review articles and university course pages rather than headlines.",
    stages: [
      "Foundations and notation of {topic}",
      "Core concepts and models in {topic}",
      "Problem-solving techniques for {topic}",
      "Applying {topic} to real-world problems",
      "Advanced topics and open questions in {topic}",
      "A capstone investigation in {topic}",
    ],
    prerequisites: ["High-school algebra", "Reading graphs and formulas", "Working through problems step by step"],
    commonGoals: [
      "Understand the core ideas of {topic} properly",
      "Pass an exam or course in {topic}",
      "Apply {topic} in my work or research",
      "Explore {topic} out of curiosity",
    ],
    trends: [
      "Interactive simulations and visual explanations are widely used to build intuition in {topic}",
      "Computational tools such as Python notebooks are increasingly part of learning {topic}",
      "Open university course materials make self-study of {topic} more accessible",
    ],
    handsOn: "Lab",
    practiseVerb: "use",
    outcome: "Solve standard {topic} problems on my own",
    certifiable: true,
  },
  humanities: {
    summary:
      "{topic} is about understanding people, ideas and societies through sources, arguments and interpretation. People study it to think more clearly, to understand the present through the past, and for the sheer interest of it.",
    currentState:
      "Scholarship in {topic} keeps re-examining sources and interpretations; for current debates, look at recent academic reviews and reputable publishers rather than summaries.",
    stages: [
      "The big picture: key questions and timeline of {topic}",
      "Essential concepts and schools of thought in {topic}",
      "Reading primary sources in {topic}",
      "Major debates and interpretations in {topic}",
      "Connecting {topic} to the present day",
      "A capstone essay or project on {topic}",
    ],
    prerequisites: ["Reading longer texts carefully", "Taking structured notes", "Comparing different viewpoints"],
    commonGoals: [
      "Understand the key ideas and events of {topic}",
      "Read and discuss {topic} sources with confidence",
      "Write well-argued essays on {topic}",
      "Explore {topic} for personal interest",
    ],
    trends: [
      "Digitised archives and open-access sources make primary material on {topic} easier to reach",
      "Podcasts and lecture series are a popular entry point into {topic}",
      "Interdisciplinary approaches are common in current work on {topic}",
    ],
    handsOn: "Practice",
    practiseVerb: "study",
    outcome: "Write a short, well-argued essay on {topic}",
    certifiable: false,
  },
  business: {
    summary:
      "{topic} is a practical discipline for making better decisions with money, people and resources. People learn it to advance at work, to run their own venture, or to manage their own finances with more confidence.",
    currentState:
      "Rules, markets and tools in {topic} change over time and differ by country; check current regulations and official sources for anything with legal or financial consequences.",
    stages: [
      "Key concepts and vocabulary of {topic}",
      "Core frameworks and tools in {topic}",
      "Working with numbers: analysis and metrics for {topic}",
      "Applying {topic} to real cases",
      "Common mistakes, risks and ethics in {topic}",
      "A capstone plan or case study in {topic}",
    ],
    prerequisites: ["Basic arithmetic and percentages", "Spreadsheets", "Reading simple financial statements"],
    commonGoals: [
      "Apply {topic} in my current job",
      "Make better personal decisions with {topic}",
      "Start or grow my own venture",
      "Earn a qualification in {topic}",
    ],
    trends: [
      "Spreadsheet skills are increasingly complemented by data and AI tools in {topic}",
      "Case-based learning is a common way to practise {topic}",
      "Teams increasingly expect decisions in {topic} to be backed by data",
    ],
    handsOn: "Practice",
    practiseVerb: "use",
    outcome: "Apply {topic} to a real decision at work or at home",
    certifiable: true,
  },
  ...MORE_KINDS_EN,
};
