import type { StageTermTable } from "./stage-terms-types";

/** The stages of the crafts, music, humanities, business, fitness and general kinds (split from ./stage-terms-en for length). */
export const MORE_STAGE_TERMS_EN: Pick<StageTermTable["stages"], "crafts" | "music" | "humanities" | "business" | "fitness" | "general"> = {
  crafts: [
    [
      ["Raw material", "what the finished piece is made from, such as flour, yarn, timber or clay."],
      ["Hand tool", "a tool worked by hand rather than by a motor, such as a knife, a needle, a chisel or a rib."],
      ["Workstation", "the cleared, well-lit surface set aside for the work, at a height you can work at comfortably."],
      ["Preparation", "measuring out every material and readying every tool before the first step, so nothing is hunted for mid-task."],
    ],
    [
      ["Technique", "one named way of working a material with the hands or a tool, such as kneading, purling, planing or centring."],
      ["Muscle memory", "a movement repeated so often that the hands do it without conscious thought."],
      ["Test piece", "a small trial made before the real thing to try out a method or a material."],
      ["Grip", "how a tool or the material is held, which decides both control and safety."],
    ],
    [
      ["Materials list", "the amount of each thing a piece needs, gathered and checked before you begin."],
      ["Order of operations", "the sequence of steps, in which doing one too early or too late spoils the result."],
      ["Substitution", "swapping in a different material that behaves similarly when the one asked for is missing."],
      ["Scaling", "changing every quantity in the same proportion to make a larger or smaller version."],
    ],
    [
      ["Tolerance", "how far a measurement may stray from its target before the result suffers."],
      ["Resting time", "a pause the method builds in while the material rises, cools, dries, sets or relaxes before the next step."],
      ["Inspection", "checking a piece by look, feel or measurement against what it should be before moving on."],
      ["Work log", "notes of the quantities, times and conditions of each attempt, so a good result can be repeated."],
    ],
    [
      ["Troubleshooting", "tracing a fault in a finished piece back to the step that caused it."],
      ["Rework", "saving a piece that went wrong by undoing or correcting part of it instead of starting again."],
      ["One-change rule", "altering only a single step or quantity between attempts, so its effect can be seen."],
      ["Variation", "a version of a known method changed on purpose for taste, fit or the materials at hand."],
    ],
  ],
  humanities: [
    [
      ["Periodisation", "dividing the past into named periods to make change over time easier to discuss."],
      ["Context", "the circumstances of time, place and society in which something happened or was written."],
      ["Causation", "the reasons an event happened, usually several working together."],
      ["Chronology", "the order in which events happened."],
    ],
    [
      ["School of thought", "a group of thinkers who share assumptions and methods."],
      ["Concept", "a general idea with a name, used to compare many particular cases."],
      ["Canon", "the works a field treats as central and most often studies."],
      ["Theory", "a structured explanation of why things are as they are."],
    ],
    [
      ["Primary source", "a document or object made at the time being studied."],
      ["Secondary source", "a later work that interprets primary sources."],
      ["Provenance", "where a source came from and who has held it since."],
      ["Bias", "a leaning that shapes what a source includes, leaves out or emphasises."],
    ],
    [
      ["Historiography", "the study of how interpretations of the past have changed."],
      ["Thesis", "the claim an argument sets out to defend."],
      ["Counter-argument", "the strongest objection to a claim, stated fairly."],
      ["Evidence", "the material an argument relies on to support its claim."],
    ],
    [
      ["Continuity", "what stayed the same across a change."],
      ["Analogy", "a comparison between two cases that share key features, with limits to note."],
      ["Legacy", "the lasting effects an event or idea still has."],
      ["Anachronism", "judging or describing the past with ideas from a later time."],
    ],
  ],
  business: [
    [
      ["Value proposition", "the reason a customer chooses this offer over the alternatives."],
      ["Stakeholder", "anyone affected by or able to affect a decision."],
      ["Revenue", "the money coming in from sales before any costs are taken off."],
      ["Margin", "the share of revenue left after the costs of making the sale."],
    ],
    [
      ["SWOT analysis", "listing strengths, weaknesses, opportunities and threats to frame a decision."],
      ["Framework", "a fixed set of questions that structures an analysis."],
      ["Segmentation", "splitting a market into groups that need different treatment."],
      ["Funnel", "the stages a customer passes through from first contact to purchase."],
    ],
    [
      ["Key performance indicator", "a measure chosen because it tracks progress toward a goal."],
      ["Baseline", "the measured starting value that later figures are compared against."],
      ["Conversion rate", "the share of people at one stage who move on to the next."],
      ["Break-even point", "the level of sales at which revenue exactly covers costs."],
    ],
    [
      ["Case study", "a real situation examined in detail to draw general lessons."],
      ["Root cause", "the underlying reason a problem occurs, rather than its symptoms."],
      ["Recommendation", "a specific action proposed with the reasons and evidence behind it."],
      ["Trade-off", "giving up some of one thing to gain more of another."],
    ],
    [
      ["Survivorship bias", "drawing conclusions only from the cases that succeeded and forgetting those that failed."],
      ["Conflict of interest", "a situation where personal gain could sway a professional judgement."],
      ["Risk register", "a list of what could go wrong, how likely it is and what is done about it."],
      ["Compliance", "following the laws and rules that apply to the work."],
    ],
  ],
  music: [
    [
      ["Posture", "how you sit or stand and hold the instrument or microphone, which shapes the sound and spares you strain."],
      ["Tuning", "adjusting an instrument, or matching your voice, so its notes sit at the agreed pitch."],
      ["Warm-up", "a few minutes of easy playing or singing that loosens hands, breath and ears before harder work."],
      ["Tone", "the quality of a sound, bright or dark, thin or full, apart from how high or loud it is."],
    ],
    [
      ["Pulse", "the steady, even beat underneath the music, the one you tap your foot to."],
      ["Tempo", "the speed of the music, usually counted in beats per minute."],
      ["Bar", "a short group of beats, usually three or four, that the music is counted in over and over."],
      [
        "Time signature",
        "the marking at the start of a piece that says how many beats each group holds and which note counts as one beat.",
      ],
    ],
    [
      ["Pitch", "how high or low a sound is."],
      ["Scale", "a fixed set of notes arranged step by step from low to high, from which melodies draw their notes."],
      ["Interval", "the distance in height between two notes, counted in steps."],
      ["Key", "the home note a piece is built around and the notes that belong with it, so a melody sounds settled when it returns there."],
    ],
    [
      ["Practice loop", "repeating one short passage many times, listening after each pass, until it comes out cleanly."],
      ["Metronome", "a device or app that clicks a steady beat at a chosen speed."],
      ["Slow practice", "playing under the target speed so every note is accurate, then raising the speed in small steps."],
      ["Chunking", "splitting a piece into short sections and learning each on its own before joining them up."],
    ],
    [
      ["Dynamics", "how loud or soft the music is, and how that changes over a passage."],
      ["Phrasing", "shaping a group of notes like a spoken sentence, with a rise, a high point and a place to breathe."],
      ["Articulation", "how each note starts and ends: short and detached, or smooth and connected."],
      ["Self-recording", "capturing your own playing or singing and listening back to hear what you miss while performing."],
    ],
  ],
  fitness: [
    [
      ["Warm-up", "light movement that raises heart rate and prepares joints before harder work."],
      ["Range of motion", "how far a joint moves through an exercise."],
      ["Form", "the body position and movement pattern an exercise is meant to use."],
      ["Rate of perceived exertion", "a 1-to-10 rating of how hard an effort feels."],
    ],
    [
      ["Habit cue", "a fixed trigger, such as a time or place, that starts a routine."],
      ["Session", "one planned workout with a start, a main part and an end."],
      ["Rest day", "a planned day without hard training so the body can adapt."],
      ["Minimum dose", "the smallest amount of training you can keep doing even in a busy week."],
    ],
    [
      ["Progressive overload", "raising the demand of training a little at a time so the body keeps adapting."],
      ["Repetition", "one complete movement of an exercise."],
      ["Training volume", "the total work done, such as sets times reps times load."],
      ["Deload", "a lighter week that lets accumulated fatigue clear."],
    ],
    [
      ["Recovery", "the time in which the body repairs and adapts after training."],
      ["Hydration", "keeping enough water in the body for it to work and cool itself."],
      ["Protein intake", "the amount of protein eaten, which supplies material for muscle repair."],
      ["Sleep debt", "the shortfall that builds up when you sleep less than you need."],
    ],
    [
      ["Training log", "a record of each session's exercises, loads and how it felt."],
      ["Plateau", "a stretch of training in which measured progress stops."],
      ["Benchmark test", "a repeatable test used to compare fitness over time."],
      ["Variation", "changing an exercise, load or tempo to give the body a new stimulus."],
    ],
  ],
  general: [
    [
      ["Core concept", "an idea the rest of the subject is built on, worth learning first."],
      ["Glossary", "your own list of the subject's terms, each with a one-line meaning."],
      ["Mental model", "a simplified picture of how something works that helps you predict it."],
      ["Prerequisite", "something you need to know before a new idea makes sense."],
    ],
    [
      ["Starter kit", "the few tools or resources needed to begin, and no more."],
      ["First project", "a task small enough to finish in one sitting that uses the basics."],
      ["Reference guide", "a trusted source you look things up in rather than memorise."],
      ["Checklist", "a short list of steps you tick off so none is forgotten."],
    ],
    [
      ["Fundamental skill", "an ability that most other tasks in the subject depend on."],
      ["Drill", "a short exercise repeated to make one skill automatic."],
      ["Feedback loop", "doing, getting a signal about how it went, and adjusting before trying again."],
      ["Competence", "doing a task reliably without step-by-step instructions."],
    ],
    [
      ["Realistic example", "a task taken from real use, with its messy details left in."],
      ["Transfer", "using what you learned in one situation in a new one."],
      ["Constraint", "a limit of time, money or tools that shapes how a task can be done."],
      ["Reflection", "looking back after a task to name what worked and what to change."],
    ],
    [
      ["Misconception", "a belief about the subject that feels right but is wrong."],
      ["Bad habit", "a repeated shortcut that makes results worse over time."],
      ["Routine", "a regular time and way of practising that needs no decision each day."],
      ["Expert review", "asking someone more experienced to check your work and name what to fix."],
    ],
  ],
};
