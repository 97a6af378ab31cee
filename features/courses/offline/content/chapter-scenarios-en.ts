import type { ScenarioTable } from "./chapter-scenario-types";

/** Worked examples for non-technical subjects: a concrete situation, worked step by step. */
export const CHAPTER_SCENARIOS_EN: ScenarioTable = {
  language: [
    {
      setup:
        "You are in a café where {topic} is spoken and want to order a drink, ask the price and say thank you — a ten-minute exercise built on {title}.",
      steps: [
        "Write down the three phrases you need: a greeting, the order (“I'd like a tea, please”) and a thank-you, and look up each one.",
        "Listen to a native recording of each phrase, then say it aloud three times; record yourself once and compare.",
        "Act out the whole exchange, then swap roles and answer as the person behind the counter.",
        "Put the one word you hesitated on into your flashcards for tomorrow.",
      ],
      result:
        "You end with a short dialogue you can actually use, plus one word you will review — the kind of small, reusable block every chapter adds.",
    },
    {
      setup: "Same idea, new situation: asking for directions to the station.",
      steps: [
        "Reuse the greeting and thank-you from the café and add one new question: where is the station?",
        "Prepare for the two most likely answers (“straight ahead”, “turn left”) so you can recognise them when you hear them.",
        "Practise with a friend or a recording, answering only with gestures to prove you understood.",
      ],
      result:
        "Two thirds of the dialogue were already yours; only the middle was new. That is how vocabulary grows without starting from zero each time.",
    },
  ],
  arts: [
    {
      setup: "A focused 30-minute practice session built around {title}.",
      steps: [
        "Warm up for 5 minutes with something easy you already know, to get your hands and eyes working.",
        "Spend 15 minutes on one small study that uses only this chapter's technique — a single motif, phrase or detail, repeated three times.",
        "Take 5 minutes to compare your three attempts side by side and mark what improved between the first and the last.",
        "Use the last 5 minutes to write one sentence about what to try next time.",
      ],
      result:
        "Three attempts at one small thing teach more than one attempt at a big piece, and the comparison shows you the progress you would otherwise miss.",
    },
    {
      setup: "The same technique in a different piece: apply it to a subject you choose yourself.",
      steps: [
        "Pick a reference you like and spot where the same technique appears in it.",
        "Copy just that part, slowly, paying attention to the choices the original makes.",
        "Make one version of your own that changes a single element — size, colour, tempo or texture.",
      ],
      result:
        "Seeing the technique in someone else's work and then bending it to your own makes it part of your style rather than an exercise.",
    },
  ],
  crafts: [
    {
      setup: "One short making session built around {title}: a small batch or a sample rather than a whole piece.",
      table: {
        head: ["Attempt", "What you change", "What you look for"],
        rows: [
          ["1", "nothing: follow the method exactly", "a baseline to compare against"],
          ["2", "one thing only (a time, an amount or a tension)", "better, worse or the same?"],
          ["3", "keep or undo that change", "the version you will repeat"],
        ],
      },
      steps: [
        "Lay out every material and tool the step needs before you start, and weigh or measure the materials.",
        "Make a first small version following the method exactly, noting quantities and times as you go.",
        "Inspect the result by look, feel and measurement, and name the one thing you would most like to improve.",
        "Make a second version changing only that one thing, and compare the two side by side.",
      ],
      result:
        "Two small, logged attempts show what one change does — something a single big project, with many changes at once, cannot tell you.",
    },
    {
      setup: "The same method when something goes wrong: the result is not what the instructions promised.",
      steps: [
        "Describe the fault exactly — too dense, too loose, cracked, uneven — rather than just “it failed”.",
        "Go back through your notes step by step and mark the first place where what you did differed from the method.",
        "Decide whether the piece can be reworked or is better kept as a test piece, and change that one step next time.",
      ],
      result: "Tracing a fault to one step turns a disappointing result into the next attempt's single change.",
    },
  ],
  music: [
    {
      setup: "A focused 20-minute practice session built around {title}, using one short passage of four bars or fewer.",
      table: {
        head: ["Pass", "Metronome", "What you listen for"],
        rows: [
          ["1", "about half the target speed", "every note right, however slow"],
          ["2–4", "a few beats per minute faster each time", "still right, and on the click"],
          ["5", "back down one step", "easy and relaxed, ready for tomorrow"],
        ],
      },
      steps: [
        "Tune up and warm up for a few minutes with something easy you already know.",
        "Choose the shortest passage from this chapter that still gives you trouble, and mark where it starts and ends.",
        "Play or sing it with the metronome at the slowest speed at which every note comes out right, then raise the speed a little on each clean pass.",
        "Record the last pass and listen back once, noting the one spot that still wobbles.",
      ],
      result:
        "A few clean passes at a speed you can control build the passage into your hands and ear; playing it fast and wrong only rehearses the mistakes.",
    },
    {
      setup: "The same passage with expression: make it sound like music, not an exercise.",
      steps: [
        "Listen to a recording of the passage, or something like it, and mark where it gets louder, where it peaks and where it breathes.",
        "Play or sing it once very evenly, then once with that shape, keeping the same tempo both times.",
        "Record both versions and listen back: which notes carry the phrase, and did the beat stay steady while the volume changed?",
      ],
      result: "Shaping a passage you can already play cleanly is where it starts to sound like your music rather than a drill.",
    },
  ],
  science: [
    {
      setup: "A typical problem from {title}, solved with the four-step method: given, find, plan, check.",
      steps: [
        "**Given:** list every quantity or fact the problem states, with units or conditions, and draw a quick sketch.",
        "**Find:** write down exactly what is asked — one quantity, one explanation or one prediction.",
        "**Plan:** pick the idea from this chapter that connects the givens to the unknown, and say why it applies here.",
        "**Check:** estimate the answer's size before calculating, then test the result against the estimate and the units.",
      ],
      result:
        "Whether or not the numbers are hard, the same four steps keep you from solving the wrong problem — the most common mistake in {topic}.",
    },
    {
      setup: "The same method on a harder variant: change one given and predict what happens before you calculate.",
      steps: [
        "Double one of the givens and guess whether the answer grows, shrinks or stays the same.",
        "Redo only the steps that depend on that given.",
        "Compare with your guess; if it was wrong, find which step your intuition skipped.",
      ],
      result: "Predicting before calculating trains the intuition that lets experts spot a wrong answer at a glance.",
    },
  ],
  humanities: [
    {
      setup: "Analysing one primary source with the ideas of {title}.",
      steps: [
        "**Who and when:** note who produced the source, when, and for which audience.",
        "**Claim:** summarise its main claim in one sentence of your own.",
        "**Evidence:** list what the source offers to support the claim, and what it leaves out.",
        "**Context:** connect it to one event or idea from this chapter that explains why it was written that way.",
      ],
      result: "Four short notes turn a text you have read into an argument you can discuss, quote and compare with other sources.",
    },
    {
      setup: "The same method on a second source that disagrees with the first.",
      steps: [
        "Run the same four questions on the new source.",
        "Put the two claims side by side and mark where the evidence overlaps and where it conflicts.",
        "Decide which source is more convincing for one specific question, and say why in two sentences.",
      ],
      result: "Comparing sources is where interpretation starts: you are no longer repeating a view but weighing evidence.",
    },
  ],
  business: [
    {
      setup: "A small café owner wants to apply {title} to one month of figures.",
      table: {
        head: ["Item", "Amount", "Note"],
        rows: [
          ["Revenue", "12,000", "sales for the month"],
          ["Costs", "9,500", "rent, staff, ingredients"],
          ["Profit", "2,500", "revenue − costs"],
          ["Margin", "20.8%", "profit ÷ revenue"],
        ],
      },
      steps: [
        "Collect the figures for one period and check that they cover the same dates.",
        "Compute the profit and margin as in the table, and write the formula next to each number.",
        "Ask what would change the margin by two points, and which of those levers is realistic.",
      ],
      result:
        "With the numbers laid out and the formulas visible, every decision in this chapter can be tested against a figure instead of a feeling.",
    },
    {
      setup: "The same owner tests a decision: raising prices by 5% while selling 3% fewer items.",
      steps: [
        "Revenue becomes 12,000 × 1.05 × 0.97 ≈ 12,222; costs fall slightly with fewer items sold, to about 9,400.",
        "Profit is now about 2,822, and the margin about 23.1%.",
        "Write down the assumption most likely to be wrong (how many customers stay) and how you would check it.",
      ],
      result: "A decision becomes a small calculation plus one clearly named assumption — much easier to discuss and to revisit later.",
    },
  ],
  fitness: [
    {
      setup: "One training session built around {title}.",
      table: {
        head: ["Block", "Time", "What you do"],
        rows: [
          ["Warm-up", "8 min", "easy movement, then two lighter sets of the main exercise"],
          ["Main set", "20 min", "3 × 8–10 repetitions with good form, 90 s rest"],
          ["Finisher", "5 min", "a lighter variation at a steady pace"],
          ["Cool-down", "5 min", "easy movement and stretching"],
        ],
      },
      steps: [
        "Before the main set, decide on a load or pace you could do for two more repetitions than planned.",
        "Log every set: repetitions, load or time, and how hard it felt from 1 to 10.",
        "Next session, increase only one thing — repetitions, load or pace — and only if every set felt 8 or lower.",
      ],
      result: "A logged session makes progress visible and keeps the increases small enough to avoid injury.",
    },
    {
      setup: "The same plan on a busy day with only 20 minutes.",
      steps: [
        "Keep the warm-up, shortened to 5 minutes: skipping it is the most common cause of strains.",
        "Do two of the three main sets and drop the finisher.",
        "Log it like any other session, so the week still shows the work you did.",
      ],
      result: "A shorter session that keeps the structure beats skipping the day, and the log keeps the long-term picture honest.",
    },
  ],
  general: [
    {
      setup: "A realistic task from everyday practice, worked through with the ideas of {title}.",
      steps: [
        "Describe the situation in two sentences: what you have, and what you want to end up with.",
        "Choose the smallest first step that moves you toward it, and do only that.",
        "Look at the result and decide whether it moved you closer; adjust before taking the next step.",
        "Write down what you would do differently next time.",
      ],
      result: "The task is done in small, checked steps, and the last note makes the next attempt faster.",
    },
    {
      setup: "The same approach on a second task that looks different on the surface.",
      steps: [
        "Describe the new situation in the same two sentences.",
        "Notice which steps from the first task you can reuse unchanged.",
        "Adapt only the step that really differs, and check it.",
      ],
      result: "Most of the work carried over; only one step needed new thinking. Spotting that reusable core is the real skill.",
    },
  ],
};
