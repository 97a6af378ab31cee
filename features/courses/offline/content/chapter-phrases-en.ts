import type { ChapterPhrases } from "./chapter-phrase-types";

export const CHAPTER_PHRASES_EN: ChapterPhrases = {
  meta: "*{moduleName} · chapter {n} of {total} · about {minutes} minutes*",
  goal: "**Goal of this chapter.** {objective}",
  background: {
    none: "You didn't tell us your background, so every new term is explained the first time it appears.",
    beginner:
      "You described your starting point as {background}, so nothing is assumed: each idea is introduced with a plain example before it is used.",
    intermediate:
      "You described your background as {background}, so the basics are only recapped briefly and most of the time goes to how things fit together.",
    advanced:
      "You described your background as {background}, so the basics are skipped and the chapter concentrates on the decisions, trade-offs and mistakes that matter in real work.",
  },
  outcome: {
    given: "Keep your target in view — {outcome} — and after each section, ask how it moves you toward it.",
    none: "You didn't name a target outcome, so the examples stay general enough to adapt to whatever you want to do with {topic}.",
  },
  place: {
    first: "This is where the course begins; the next chapter, {next}, builds directly on it.",
    middle: "It follows {previous} and prepares you for {next}, so it is worth finishing the self-check before you move on.",
    last: "It follows {previous} and closes the course, so it pulls together what you have practised so far.",
    only: "It stands on its own, so everything you need is in this chapter.",
  },
  style: {
    handsOn: "Because you prefer {style}, you start by doing: the worked example comes first and the explanation follows.",
    conceptsFirst: "Because you prefer {style}, the ideas come first, then you see them at work in an example.",
    quizzes: "Because you prefer {style}, the sections are short and each one ends with a quick check.",
    examples: "Because you prefer {style}, you get two worked examples instead of one.",
  },
  ideas: {
    title: "The big picture",
    paragraphs: [
      "{title} is one building block of {topic}. Before any detail, ask what problem it solves: what would be slower, riskier or simply impossible without it? Holding that question in mind turns a list of facts into something you can reason about.",
      "Most of what follows comes down to three things: the few terms you need to talk about it precisely, the usual order in which you apply it, and the signs that tell you it worked.",
    ],
    bullets: [
      "**What it is:** the core idea of {title}, small enough to explain in two sentences.",
      "**Why it matters:** the part of {topic} that depends on it, and what goes wrong when it is skipped.",
      "**Where you meet it:** the everyday situations in which you will use it again and again.",
    ],
  },
  keyTerms: {
    title: "Key terms in plain words",
    paragraphs: [
      "A handful of words carry most of the meaning in {module}. Write your own one-line definition of each as you read; if you cannot, reread that paragraph before moving on.",
    ],
    bullets: [
      "**The goal:** what you are trying to achieve when you use {title}.",
      "**The input:** what you start from — the material, data or situation in front of you.",
      "**The result:** what you can see, hear or measure when it worked.",
    ],
  },
  termsTitle: "Key terms of {module}",
  termLine: "**{term}:** {definition}",
  why: {
    title: "Why it works",
    paragraphs: [
      "Ideas in {topic} stick when you know the reason behind them. {title} works because it breaks a large, vague task into small steps whose results you can check one at a time; each check catches a mistake while it is still cheap to fix.",
      "When you meet a new variation later, come back to this reason: if the variation still lets you check each step, it will behave the same way.",
    ],
  },
  steps: {
    title: "How it works, step by step",
    intro: "The same short sequence applies almost every time you use {title}:",
    items: [
      "**Set the goal.** Say in one sentence what a good result looks like, before you start.",
      "**Start small.** Pick the smallest case that still shows the idea, so you can check the result by hand.",
      "**Apply one change at a time.** Make a single change, then look at what it did before making the next.",
      "**Check against the goal.** Compare what you got with the sentence from step 1; if it differs, the last change is the first suspect.",
      "**Write down what you learned.** One line in your notes is enough, and it makes the next time faster.",
    ],
  },
  example: {
    title: "Worked example",
    codeIntro: "Here is a small, complete example. Read it once top to bottom, then run it and change one line at a time.",
    scenarioIntro: "Here is a concrete situation, worked through from start to finish.",
    walkthroughTitle: "What to notice",
    walkthrough: [
      "It starts from an input small enough to check by hand.",
      "Each step has a single job, so when something goes wrong you know where to look.",
      "It ends by comparing the result with what you expected, exactly as in the step-by-step list above.",
    ],
  },
  codeComments: {
    c1: "Step 1: start from a tiny input you can check by hand",
    c2: "Step 2: one small step with a single job",
    c3: "Step 3: run it and compare with what you expected",
  },
  another: {
    title: "Another example",
    codeIntro: "The same idea with a twist: the input changes and one extra check guards against a common mistake.",
    scenarioIntro: "The same idea in a different situation, so you can see which parts stay the same.",
    after: "Compare the two examples: the steps did not change, only the details did. That is the part of {title} you can reuse anywhere.",
  },
  yourTurn: {
    title: "Your turn",
    paragraphs: [
      "Take the worked example and change one thing that matters to you — ideally something from your own goal. Predict the result first, then check it. Spend no more than ten minutes; the aim is one clean, checked change, not a finished project.",
    ],
  },
  pitfalls: {
    title: "Common mistakes",
    paragraphs: ["Most trouble with {title} comes from a few habits that are easy to fix once you notice them:"],
    bullets: [
      "**Changing several things at once.** When the result is wrong you cannot tell which change caused it.",
      "**Skipping the check.** A result that looks right is not the same as one you have compared with your goal.",
      "**Copying without reading.** Retype examples or rebuild them yourself; you will remember far more.",
    ],
  },
  quickCheck: [
    { q: "What is the first thing to do before you apply {title}?", a: "Say in one sentence what a good result looks like." },
    { q: "Why make one change at a time?", a: "So that when the result is wrong, you know which change caused it." },
    { q: "What should you do when a result differs from your goal?", a: "Suspect the last change first and check it." },
  ],
  deeper: {
    title: "Going deeper",
    paragraphs: [
      "Once the basic sequence is automatic, the interesting questions are about limits. When does {title} stop being the right tool? What does it cost — in time, complexity or risk — and when is that cost worth paying?",
      "Try this: take the worked example and make it fail on purpose in two different ways. For each failure, write down the first sign that something was wrong and how you would have caught it earlier. Experts in {topic} are mostly people who have seen these failure signs many times.",
    ],
    bullets: [
      "**Edge cases:** what happens with an empty, huge or unusual input?",
      "**Trade-offs:** which faster or simpler alternative exists, and what does it give up?",
      "**Scale:** what changes when you do this every day, or with a team?",
    ],
  },
  gentler: {
    title: "In plain words",
    paragraphs: [
      "If this feels like a lot, here is the whole chapter in one picture: {title} is like following a recipe you are still learning. You read what the dish should be, do one step, taste, and only then do the next step.",
      "That is all the rest of the chapter does, with more detail. Go slowly, and it is fine to read the example twice before trying it.",
    ],
  },
  rewrite: {
    deeper: "This version goes further: you asked for {reason}, so it adds a “Going deeper” section with edge cases and trade-offs.",
    gentler:
      "This version takes it more gently: you asked for {reason}, so it starts with the whole idea in plain words and explains each term.",
    examples: "This version has more examples: you asked for {reason}, so a second worked example follows the first.",
    other: "This version was rewritten because you asked for {reason}.",
  },
  summary: {
    title: "Summary",
    paragraphs: [
      "{title} comes down to a short loop: set the goal, start small, change one thing, check, and note what you learned. You will use the same loop throughout {topic}.",
    ],
  },
  selfCheck: {
    title: "Self-check",
    intro: "Answer these without looking back, then compare with the answers below.",
    questions: [
      "In one sentence, what is this chapter's goal?",
      "Which step of the sequence do people skip most often, and what does skipping it cost?",
      "How would you use the worked example as a starting point for your own work?",
    ],
    answersTitle: "Answers",
    answers: [
      "{objective}",
      "The check against the goal: without it, a result that only looks right goes unnoticed until it causes trouble later.",
      "Keep its structure, replace the input with something from your own goal, and change one thing at a time while checking each result.",
    ],
  },
  quickCheckLabel: "Quick check:",
  answerLabel: "Answer:",
};
