import type { ChatPhrases } from "./chat-phrase-types";

export const CHAT_PHRASES_EN: ChatPhrases = {
  openings: {
    default: ["Good question — let's take it step by step.", "Let's work through this together, one step at a time."],
    blunt: ["Straight answer, no fluff.", "Let's cut to it."],
    warm: ["I love that you're asking this — you're doing great.", "What a lovely thing to be curious about — let's explore it gently."],
    rational: ["Let's define the terms first, then reason in order.", "Let's structure this: definitions, reasoning, trade-offs."],
    chameleon: ["Picture it like a game for a second.", "Quick version first, depth after — your call."],
  },
  closings: {
    default: "Does that make sense so far? Tell me which step to expand.",
    blunt: "Now do the work: try one example yourself and show me where you get stuck.",
    warm: "Take your time with it — every bit of practice counts, and I'm here when you want to go on. 🌱",
    rational: "Assumption: you want the general case. Tell me if your situation differs and I'll adjust the reasoning.",
    chameleon: "Want more playful, more rigorous, or shorter? Say the word and I'll switch styles.",
  },
  plainBody:
    "On **{topic}**, here is how I would approach it:\n\n1. **The core idea** — what {topic} is for and the one problem it solves.\n2. **A small example** — the simplest case you can try in a few minutes.\n3. **Practice** — one exercise that makes you use it, then a slightly harder one.\n\nIf you want the full explanation, ask me to explain {topic} in depth; if you'd rather choose where to go next, ask me for options.",
  greeting: "What would you like to learn or understand today?",
  thanks: "Glad it helped. What's next — a new question, a deep dive, or a few options to choose from?",
  noteLevel: { beginner: "Level: beginner", intermediate: "Level: intermediate", advanced: "Level: advanced" },
  noteStruggle: "Finds hard: {what}",
  noteGoal: "Goal: {what}",
  noteSaid: "Said: {what}",
  noted: "I've noted that in your learner note, so I'll keep it in mind.",
  options: {
    question: "Where should we go next with {topic}?",
    choices: ["Explain the basics of {topic}", "Show me a worked example", "Give me a practice exercise"],
  },
  optionsGeneric: {
    question: "What would you like to do next?",
    choices: ["Review what we covered", "Try something new", "Practise with an exercise"],
  },
  chose: "You chose **{choice}**.",
  typedAnswer: "You said: {answer}.",
  coursesFound: "Here is what I found in your courses:",
  coursesNone: "You don't have any courses yet.",
  coursesNoneTopic: "I couldn't find anything about **{topic}** in your courses.",
  startCourse: "Ready when you are: [Design a course on {goal}]({href}). A short interview shapes it around you.",
  deepDiveDone: "The deep dive on **{topic}** is above — in short: {gist}",
  deepDiveCited: "Related in your own courses:",
  deepDiveFailed: "The deep dive on **{topic}** did not finish; ask again and I'll retry.",
  toolFailed: "That step didn't work this time; let's continue anyway.",
  dive: {
    overview: "**{topic}** is best understood from the problem it solves: what goes wrong without it, and what it makes simple.",
    keyIdeasTitle: "Key ideas",
    keyIdeas: [
      "**What it is** — the definition of {topic} in one sentence, and the vocabulary that comes with it.",
      "**How it works** — the mechanism step by step: inputs, what happens, outputs.",
      "**When to use it** — the situations where {topic} is the right tool, and where it is not.",
    ],
    exampleTitle: "An example",
    example:
      "Take the smallest case you can: apply {topic} to one concrete input, predict the result before you check it, then change one thing and predict again. Writing the steps down makes the mechanism visible.",
    exampleTable: {
      step: "Step",
      what: "What you do",
      rows: ["Pick the smallest input", "Predict the result", "Check it, change one thing"],
    },
    pitfallsTitle: "Common pitfalls",
    pitfalls: ["Memorising the steps without knowing why each one is there.", "Jumping to large examples before the small one works."],
    questionTitle: "Your question",
    question: "You asked: {question}. Work through the example above with your own case in mind — the same steps apply.",
    summaryTitle: "Summary",
    summary:
      "{topic}: know the problem it solves, follow the mechanism on a small example, then practise until you can predict the result.",
  },
};
