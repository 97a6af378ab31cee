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
  followUps: {
    found: {
      default: "Open the chapter that fits your question, or ask me to explain it here first.",
      blunt: "Open it and work through that chapter today.",
      warm: "Those are a lovely place to start whenever you're ready — I'm here if anything feels unclear. 🌱",
      rational: "Check each one against your question: which chapter answers it most directly, and why?",
      chameleon: "Quick tour of those chapters, or a deep dive right here? Your call.",
    },
    none: {
      default: "Want me to explain it here, or start a course on it?",
      blunt: "Nothing there. Start a course on it or ask me to explain it — pick one.",
      warm: "That's completely fine — we can explore it here together, or start a course on it whenever you like. 🌱",
      rational: "So your courses don't cover it yet: shall we reason it through here, or build a course that does?",
      chameleon: "Quick explanation here, or a whole course on it? Say the word.",
    },
    deepDive: {
      default: "Read it through, then tell me which part to go over again.",
      blunt: "Read it. Then explain it back to me in two sentences.",
      warm: "Take your time with it — I'm here whenever you want to talk it over. 🌱",
      rational: "As you read, note the claim you'd most want justified, and we'll examine it.",
      chameleon: "Skim it or study it — then tell me if you want it shorter, more playful or more rigorous.",
    },
    started: {
      default: "Open the link to set the course up; I'm here if you want to talk anything through first.",
      blunt: "Click it and start. No more planning.",
      warm: "What a lovely step to take — open the link whenever you're ready. 🌱",
      rational: "Before you open it, decide what outcome you want from the course: the interview will ask you.",
      chameleon: "Off you go — or, if you'd rather talk it through first, I'm here.",
    },
  },
  plainBody:
    "On **{topic}**, here is how I would approach it:\n\n1. **The core idea** — what {topic} is for and the one problem it solves.\n2. **A small example** — the simplest case you can try in a few minutes.\n3. **Practice** — one exercise that makes you use it, then a slightly harder one.\n\nIf you want the full explanation, ask me to explain {topic} in depth; if you'd rather choose where to go next, ask me for options.",
  bodies: {
    blunt:
      "**{topic}** — no shortcuts:\n\n1. Say what {topic} is for, in one sentence of your own.\n2. Work the smallest example by hand. No copying.\n3. Break it on purpose, then fix it.\n\nWhat have you actually tried so far? Show me, and I'll tell you where it goes wrong.",
    warm: "It's completely fine for **{topic}** to feel new — everyone starts somewhere, and asking is already progress.\n\nA gentle way in:\n\n1. Get a feel for what {topic} helps you do — no pressure to remember details yet.\n2. Try one tiny example; it's okay if it doesn't work the first time.\n3. Notice what you did understand, and give yourself credit for it before the next small step.\n\nIf any part feels confusing, tell me which one and we'll go through it together.",
    rational:
      "Before I answer, let's be precise about **{topic}**:\n\n1. **Definition** — what exactly do you mean by {topic}? State it in one sentence.\n2. **Claim** — what do you currently believe it does, and *why* do you believe that?\n3. **Test** — which small example would show whether that belief holds?\n4. **Trade-offs** — when would {topic} be the wrong choice?\n\nGive me your answers to 1 and 2, with your reasons, and I'll check the reasoning step by step.",
  },
  chameleon: {
    brief: "**{topic}**, quick version: what it's for → one tiny example → one exercise. Want depth? Say “explain {topic} in depth”.",
    playful:
      "Let's turn **{topic}** into a game: you have to teach it to a curious friend with only a napkin and a pen.\n\n- What's the one thing {topic} lets you do?\n- What's the smallest sketch or example that shows it?\n- What would your friend ask next?\n\nPlay it through and tell me where the napkin ran out.",
    rigorous:
      "Rigorous mode for **{topic}**: state its definition, list the assumptions it rests on, work one example step by step, and check every step against the definition. Which step should we formalise first?",
  },
  greeting: "What would you like to learn or understand today?",
  quizElsewhere:
    "I can't quiz you in this chat offline, and I won't grade a free answer I can't check. Your course's practice page asks questions made from its chapters and grades them.",
  progressElsewhere:
    "Offline I can't read your practice record from this chat, so I won't guess how you're doing or what you have practised. [Your review queue](/review) shows what is due, and each course's Practice page shows the questions you've answered and how they went.",
  parting: "Rest matters as much as study. I'll be here whenever you're ready — just tell me what you'd like to pick up.",
  thanks: "Glad it helped. What's next — a new question, a deep dive, or a few options to choose from?",
  unread:
    "Offline I can't tell what to look into from that, and I won't guess. Name a subject — “explain X”, “what is X”, “which of my courses covers X” — or start a course on it and I'll work from your own material.",
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
  lookup: {
    default: {
      intro: "Here is what I found in your courses:",
      introAll: "Here is what I found in your courses:",
      course: "- {course}",
      courseWithChapters: "- {course} — chapters: {chapters}",
    },
    blunt: {
      intro: "**{topic}** is in your courses. Go here:",
      introAll: "Found it. Go here:",
      course: "{n}. {course}",
      courseWithChapters: "{n}. {course} → {chapters}",
    },
    warm: {
      intro: "Good news — you already have material on **{topic}**, and that's a lovely head start: 🌱",
      introAll: "Good news — your own courses already have this: 🌱",
      course: "- {course}, whenever you're ready",
      courseWithChapters: "- {course} — a gentle place to begin: {chapters}",
    },
    rational: {
      intro: "Criterion: a course counts when its title, goal, chapters or own material name **{topic}**. These meet it:",
      introAll: "Criterion: a course counts when its title, goal, chapters or own material name what you asked. These meet it:",
      course: "{n}. {course} — why: its title, goal or own material names it",
      courseWithChapters: "{n}. {course} — why: these chapters name it: {chapters}",
    },
    chameleon: {
      intro: "Your map for **{topic}** — pick a door:",
      introAll: "Your map — pick a door:",
      course: "- 🚪 {course}",
      courseWithChapters: "- 🚪 {course}, straight to {chapters}",
    },
    chameleonBrief: {
      intro: "**{topic}**, quick:",
      introAll: "Quick:",
      course: "→ {course}",
      courseWithChapters: "→ {course}: {chapters}",
    },
  },
  coursesNone: "You don't have any courses yet.",
  coursesNoneTopic: "I couldn't find anything about **{topic}** in your courses.",
  coursesNoneTopicList: "None of your courses mentions **{topic}** in its title, goal or chapters. Your courses:",
  coursesAll: "Your courses:",
  startCourse: "Ready when you are: [Design a course on {goal}]({href}). A short interview shapes it around you.",
  deepDiveDone: "The deep dive on **{topic}** is above — in short: {gist}",
  deepDiveCited: "Related in your own courses:",
  deepDiveFailed: "The deep dive on **{topic}** did not finish; ask again and I'll retry.",
  toolFailed: "That step didn't work this time; let's continue anyway.",
  explain: {
    answer: {
      default: "Your material answers this: “{sentence}” — {cite}",
      blunt: "Your own course, word for word: “{sentence}” — {cite}",
      warm: "Good news — your own material already explains it: “{sentence}” — {cite}",
      rational: "Start from the definition your material gives: “{sentence}” — {cite}",
      chameleon: "Short version, straight from your material: “{sentence}” — {cite}",
    },
    connected: "Where your material connects it:",
    line: "- “{sentence}” — {cite}",
    cite: "[{title}]({href}), {where}",
    closing: {
      default: "These are your material's own lines on **{topic}**; tell me which one to unpack.",
      blunt: "Now close the tab and say **{topic}** back in one sentence of your own.",
      warm: "You already have what you need on **{topic}** in your own notes — read it once more at your own pace. 🌱",
      rational: "Check each line against the definition: does it follow from it, or add an assumption?",
      chameleon: "Want it shorter, more playful or more rigorous? Say which and I'll reframe these lines.",
    },
    nothing:
      "None of your courses or sources covers **{topic}**, and the offline model can't explain a subject on its own — it can only quote your material. [Connect a model in Settings](/settings) for explanations beyond it, or add a source about {topic} to one of your courses.",
    coveredUnquoted:
      "**{topic}** comes under what you are learning in {courses}, but nothing written there yet says it in a line I can quote — and the offline model can't explain a subject on its own. Open the course to read on, or [connect a model in Settings](/settings) for explanations beyond your material.",
    coveredNext: {
      default: "Point me at the chapter you mean, or ask again once it is written, and I'll quote what it says about {topic}.",
      blunt: "Read that chapter first. Then come back with one precise question about {topic}.",
      warm: "You're already on the right path — take the course one chapter at a time, and ask me whenever a line about {topic} puzzles you. 🌱",
      rational: "Find where the course defines {topic}, then ask me about that definition: I'll quote it and check what follows from it.",
      chameleon: "Quick skim or careful read? Tell me which, point me at a chapter, and I'll quote what it says on {topic} your way.",
    },
    nothingNext: {
      default: "If you have notes or a document on {topic}, add it as a source and ask me again.",
      blunt: "Find one solid source on {topic}, add it, then ask again. No shortcuts.",
      warm: "That's completely okay — add something you're reading about {topic} and we'll go through it together.",
      rational: "An answer needs evidence: add a source that defines {topic}, and I'll quote its definition and reasoning.",
      chameleon: "Drop in any source on {topic} and I'll give you the quick or the deep version of it — your pick.",
    },
    unsearched:
      "The offline model can't explain **{topic}** on its own — it can only quote your courses and sources, and I can't search them here. [Connect a model in Settings](/settings) for explanations.",
    nothingMore:
      "That's everything your courses and sources say about **{topic}** — every line on it is quoted above, and offline I won't add anything they don't say. Add a source on {topic} for more, or [connect a model in Settings](/settings).",
    mentionsOnly:
      "Your material mentions **{topic}** but doesn't explain what it means, and offline I won't fill that in myself. Here is where it comes up: “{sentence}” — {cite}",
    mentionedElsewhere: "It's also mentioned here:",
    codeExample: "Your material has an example of **{topic}** in code — {cite}:",
    noExample:
      "I found no worked example of **{topic}** in your courses or sources, and offline I won't invent one. Here is what they do say about it:",
  },
  dive: {
    inShort: "**In short:** “{sentence}” — {where}",
    fromCoursesTitle: "What your courses say",
    passage: "- “{text}” — [{title}]({href}), {where}",
    connectTitle: "How they fit together",
    connect:
      "The first passage is the one that answers most directly; the others are the places where your courses use **{topic}** again. Read them in that order, then try to say {topic} in your own words.",
    nothing:
      "None of your courses or sources explains **{topic}** yet, so I can't quote anything about it, and I won't make facts up. What follows is a way to study it, not an explanation of it — or start a course on it and it will be written for you.",
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
