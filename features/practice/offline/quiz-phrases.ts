import type { Locale } from "@/lib/i18n/locales";

/** What the offline tutor says around a stored practice question, in each language. */
export const QUIZ_PHRASES: Record<
  Locale,
  {
    none: string;
    noneOnTopic: string;
    /** The learner has no course at all: nothing to quiz from, and how to make one. */
    noCourses: string;
    /** "Make me some questions": said before the stored question, since the offline tutor writes none itself. */
    storedOnly: string;
    /** "Quiz me with three questions": the offline quiz asks one per turn, and says so before the first. */
    oneAtATime: string;
    oneAtATimeSeveral: string;
    /** Before the first of N questions the tutor draws one after another, then each one's number. */
    firstOf: string;
    questionOf: string;
    /** The store had no further question for the series. */
    seriesEnded: string;
    /** No question could be drawn or recorded this turn (a tool failed or said nothing): never an empty reply. */
    nothingToAsk: string;
    /** What the learner can do when there is no stored question to ask. */
    whatNext: string;
    /** "Make questions from these lines": the question the practice service made from the selection, and where it is kept. */
    madeFromLines: string;
    madeKept: string;
    /** Several asked for: the offline maker makes one question per selection. */
    madeOnlyOne: string;
    /** The practice service made none from the selection, and why. */
    notMadeFromLines: string;
    /** Asked for questions from "these lines" with no lines selected. */
    selectLinesFirst: string;
    ask: string;
    howSure: string;
    right: string;
    wrong: string;
    missing: string;
    misconception: string;
    answer: string;
    comesBack: string;
    /** An answer given after the answer was shown: kept, not counted. */
    notCounted: string;
  }
> = {
  en: {
    none: "This course has no practice questions to ask yet — its chapters may still be being written. Ask me again once they are.",
    noneOnTopic:
      "None of your stored practice questions is about {topic}, and I won't make one up. Say “quiz me” for a question on any chapter, or name one of its chapters.",
    noCourses:
      "You don't have any courses yet, so there are no practice questions to quiz you with, and I won't make one up. Create a course first: type what you want to learn on the home page (or at /create), and its chapters come with practice questions.",
    storedOnly: "I don't write questions of my own without a model; the practice service made this one from your chapters and grades it.",
    oneAtATime:
      "You asked for {count} questions: I ask them one at a time. Here is the first; after you answer, say “quiz me” for the next.",
    oneAtATimeSeveral:
      "You asked for more than one question: I ask them one at a time. Here is the first; after you answer, say “quiz me” for the next.",
    firstOf: "You asked for {count} questions: I ask them one at a time, the next after you answer.",
    questionOf: "Question {n} of {count}.",
    seriesEnded:
      "That was question {n} of the {count} you asked for: there is no other stored practice question to ask just now, and I won't make one up.",
    nothingToAsk: "I have no practice question to ask you right now, and I won't make one up.",
    whatNext:
      "You can work through your review queue on the course's Practice page, say “quiz me on” another chapter, or select lines in a chapter and press “Make a question” to make one from them.",
    madeFromLines: "I made a practice question from the lines you selected ({citation}):",
    madeKept: "It is kept as your own question: edit it on the course's Practice page; it comes up in your review queue like any other.",
    madeOnlyOne: "Without a model I make one question per selection; select other lines for another.",
    notMadeFromLines: "I couldn't make a question from the lines you selected: {reason} I won't make one up.",
    selectLinesFirst:
      "Select the lines in a chapter first (they show as a chip under the message box), then ask again — or press “Make a question” in the editor.",
    ask: "Practice question (from {citation}):",
    howSure: "Reply with your answer, then how sure you are from 1 (guessed) to 4 (certain) — for example “my answer, 3”.",
    right: "Right.",
    wrong: "Not quite.",
    missing: "Missing: {points}.",
    misconception: "That answer suggests: {misconception}",
    answer: "The answer: {expected} ({citation}).",
    comesBack: "This question comes back on {date}; it is recorded in your practice.",
    notCounted: "The answer had been shown before this reply, so it is kept but does not count as evidence or move the review.",
  },
  zh: {
    none: "这门课还没有可以出的练习题——章节可能还在编写中。写好后再让我考你。",
    noneOnTopic: "你已有的练习题里没有关于{topic}的，我不会自己编题。说「考考我」可以从任意一章出题，或者说出一个章节名。",
    noCourses:
      "你还没有任何课程，所以没有练习题可以考你，我也不会自己编题。请先创建一门课：在首页（或 /create）输入你想学什么，课程的每一章都会带练习题。",
    storedOnly: "没有模型时我不自己出题；这道题是练习服务用你的章节出的，也由它来评分。",
    oneAtATime: "你要的是 {count} 道题：我一次只出一道。这是第一道；回答后再说「考考我」出下一道。",
    oneAtATimeSeveral: "你要的不止一道题：我一次只出一道。这是第一道；回答后再说「考考我」出下一道。",
    firstOf: "你要的是 {count} 道题：我一次出一道，你回答后再出下一道。",
    questionOf: "第 {n} 题，共 {count} 题。",
    seriesEnded: "这是你要的 {count} 道题中的第 {n} 道：现在没有别的练习题可出了，我也不会自己编题。",
    nothingToAsk: "现在没有可以问你的练习题，我也不会自己编题。",
    whatNext: "你可以去课程的“练习”页做复习队列里的题，说「考考我」加另一章的名字，或者在章节里选中几行，点“出一道题”用这几行出题。",
    madeFromLines: "我用你选中的几行出了一道练习题（{citation}）：",
    madeKept: "它已作为你自己的题保存：可以在课程的“练习”页修改；它会像其他题一样出现在复习队列里。",
    madeOnlyOne: "没有模型时，每次选中的内容我只出一道题；选中别的几行可以再出一道。",
    notMadeFromLines: "没能用你选中的几行出题：{reason} 我也不会自己编题。",
    selectLinesFirst: "请先在章节里选中几行（它们会显示在输入框下方），再说一次——或者在编辑器里点“出一道题”。",
    ask: "练习题（出自 {citation}）：",
    howSure: "请写出答案，再写上把握程度，1（猜的）到 4（非常确定），例如「我的答案，3」。",
    right: "答对了。",
    wrong: "还不对。",
    missing: "缺少：{points}。",
    misconception: "这个答案说明：{misconception}",
    answer: "答案：{expected}（{citation}）。",
    comesBack: "这道题会在 {date} 再次出现；已记入你的练习。",
    notCounted: "这次回答之前已经给出了答案，所以它会保存，但不算作证据，也不改变复习安排。",
  },
};
