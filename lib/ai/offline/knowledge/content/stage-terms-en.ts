import { MORE_STAGE_TERMS_EN } from "./stage-terms-en-more";
import type { StageTermTable } from "./stage-terms-types";

export const STAGE_TERMS_EN: StageTermTable = {
  stages: {
    software: [
      [
        ["Abstraction", "hiding the details of how something works behind a simpler interface you can use without them."],
        ["Dependency", "another package, service or module your code needs in order to run."],
        ["Configuration", "settings kept outside the code so the same program can behave differently in each place it runs."],
        ["State", "the data a program remembers between one step and the next."],
      ],
      [
        ["Environment", "the machine, runtime and settings in which your code actually runs."],
        ["Package manager", "the tool that installs, updates and records the libraries a project uses."],
        ["Version pinning", "recording exact library versions so every machine installs the same ones."],
        ["Path variable", "the list of folders your shell searches when you type a command name."],
      ],
      [
        ["Version control", "a history of every change to a project, so you can compare, undo and share work."],
        ["Commit", "one saved, described snapshot of changes in the project's history."],
        ["Branch", "a separate line of work that can later be merged back into the main one."],
        ["Automation script", "a saved sequence of commands that repeats a routine task the same way every time."],
      ],
      [
        ["Minimum viable version", "the smallest build that does the one job the project exists for."],
        ["Project structure", "the agreed layout of folders and files that tells readers where each part lives."],
        ["Entry point", "the file or function where a program starts running."],
        ["Iteration", "one short cycle of building, running and adjusting before the next change."],
      ],
      [
        ["Unit test", "a small automated check of one function or component in isolation."],
        ["Regression", "something that used to work and broke after a later change."],
        ["Stack trace", "the list of calls that were active when an error happened, innermost first."],
        ["Linter", "a tool that reads code without running it and flags likely mistakes and style problems."],
      ],
      [
        ["Monitoring", "collecting measurements from a running system so problems show up before users report them."],
        ["Least privilege", "giving each user or service only the access its job needs and nothing more."],
        ["Latency", "the time between a request and its response."],
        ["Backup", "a separate copy of data kept so it can be restored after loss or damage."],
      ],
    ],
    language: [
      [
        ["Writing system", "the set of symbols a language is written with and the rules for combining them."],
        ["Phoneme", "one of the small sound units that tell words of a language apart."],
        ["Romanisation", "a way of writing a language's sounds with Latin letters, as a bridge while learning."],
        ["Stroke order", "the conventional sequence in which the parts of a written character are drawn."],
      ],
      [
        ["Word order", "the usual sequence of subject, verb and object in a sentence."],
        ["Conjugation", "changing a verb's form to show person, tense or politeness."],
        ["Particle", "a small word that marks the role another word plays in the sentence."],
        ["Sentence pattern", "a fixed frame with slots you fill with new words to say new things."],
      ],
      [
        ["Frequency list", "the words of a language ranked by how often they appear in real use."],
        ["Collocation", "words that habitually go together, such as a verb and the noun it usually takes."],
        ["Set phrase", "a ready-made expression learned whole rather than built word by word."],
        ["Spaced repetition", "reviewing an item at growing intervals, just before you would forget it."],
      ],
      [
        ["Shadowing", "repeating a recording aloud a moment after the speaker, copying rhythm and tone."],
        ["Active listening", "listening for specific information and checking that you understood it."],
        ["Filler expression", "a short phrase that buys time while you think of what to say next."],
        ["Turn-taking", "the signals speakers use to pass the conversation back and forth."],
      ],
      [
        ["Graded reader", "a text written with vocabulary limited to a learner's level."],
        ["Skimming", "reading quickly for the general idea before reading for detail."],
        ["Register", "the level of formality a text uses for its audience and purpose."],
        ["Connector", "a word or phrase that links two ideas and shows how they relate."],
      ],
    ],
    arts: [
      [
        ["Medium", "the material a piece is made with, such as graphite, ink, oil paint, clay or pixels."],
        ["Workspace set-up", "arranging light, tools and materials so you can practise without interruptions."],
        ["Reference", "an image, photograph or object you study while making your own piece."],
        ["Sketchbook", "a place for quick, unfinished studies where mistakes cost nothing."],
      ],
      [
        ["Gesture", "a quick mark that captures the movement of a subject before its details."],
        ["Value", "how light or dark a tone is, independent of its colour."],
        ["Repetition drill", "practising one small movement many times until it no longer needs attention."],
        ["Control", "making the mark you intended, at the size and in the place you intended."],
      ],
      [
        ["Composition", "how the parts of a piece are arranged to lead the eye."],
        ["Contrast", "a difference, such as light against dark or rough against smooth, that draws attention."],
        ["Balance", "a sense that no side of a piece outweighs the others without a reason."],
        ["Focal point", "the place where attention is meant to rest first."],
      ],
      [
        ["Deliberate practice", "focused work on one weakness with immediate feedback, not just making one more piece."],
        ["Study piece", "a small exercise made to learn one thing, not to be shown."],
        ["Time-boxing", "fixing how long an exercise lasts before you start it."],
        ["Self-critique", "looking at your own work against a few named criteria after each attempt."],
      ],
      [
        ["Influence", "an artist or work whose choices you borrow and adapt on purpose."],
        ["Signature element", "a recurring choice that makes a piece recognisably yours."],
        ["Series", "several pieces exploring one idea, which show a consistent approach."],
        ["Artistic voice", "the consistent point of view that ties your choices together."],
      ],
    ],
    science: [
      [
        ["Variable", "a symbol that stands for a quantity that can change or is not yet known."],
        ["Unit", "the agreed standard a measured quantity is expressed in."],
        ["Notation", "the shared symbols and conventions used to write ideas precisely."],
        ["Order of magnitude", "the power of ten a quantity is closest to, used for quick size checks."],
      ],
      [
        ["Model", "a simplified description of a system that keeps only what matters for the question."],
        ["Assumption", "a condition taken as true so the model stays simple enough to use."],
        ["Law", "a relationship that has held in every tested case within its range."],
        ["Conservation", "a quantity staying the same in total while it moves or changes form."],
      ],
      [
        ["Free-body diagram", "a sketch that isolates one object and shows every influence acting on it."],
        ["Dimensional analysis", "checking that both sides of an equation have the same units."],
        ["Limiting case", "an extreme value where the answer is known, used to test a general result."],
        ["Estimate", "a rough answer worked out first so the exact result can be judged."],
      ],
      [
        ["Measurement error", "the difference between a measured value and the true one."],
        ["Approximation", "replacing an exact expression with a simpler one that is close enough for the purpose."],
        ["Data fit", "choosing model values so the model's predictions match observed data as closely as possible."],
        ["Sensitivity", "how much a result changes when one input changes a little."],
      ],
      [
        ["Open problem", "a question the field has not yet answered with agreed evidence."],
        ["Peer review", "experts checking a study's methods and claims before it is published."],
        ["Review article", "a paper that summarises and compares the research on one question."],
        ["Reproducibility", "whether an independent team following the same method gets the same result."],
      ],
    ],
    ...MORE_STAGE_TERMS_EN,
  },
  capstone: [
    ["Scope", "the boundary of what the project will and will not include."],
    ["Milestone", "a checkpoint with a visible result that shows the project is on track."],
    ["Definition of done", "the list of conditions that must hold before the work counts as finished."],
    ["First full version", "a rough but complete pass through the whole project, before any polishing."],
    ["Retrospective", "a look back at finished work to keep what went well and change what did not."],
  ],
};
