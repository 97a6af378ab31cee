import type { Locale } from "@/lib/i18n/locales";

/**
 * Course outline wording. Placeholders: {topic}, {stage} (the module's short
 * name, for titles), {module} (the full module title, always quoted so any
 * phrasing reads correctly), {outcome}, {goal}, {handsOn}, {n}, {background},
 * {style}, {skipped}, {emphasis}.
 */
export interface OutlinePhrases {
  titles: { beginner: string; intermediate: string; advanced: string };
  description: { fromScratch: string; buildOn: string; goal: string };
  chapters: Record<"concept" | "example" | "lab" | "check", { title: string; objective: string; snippet: string }>;
  capstone: {
    module: string;
    plan: { title: string; objective: string; snippet: string };
    build: { title: string; objective: string; snippet: string };
    review: { title: string; objective: string; snippet: string };
  };
  rationale: {
    /** What the learner said of their background, then (when a check set another depth) what it showed, then where the course starts. */
    said: string;
    unsaid: string;
    /** The placement check set a depth other than the learner's words suggested: {level}. */
    butChecked: string;
    fundamentals: string;
    skipped: string;
    /** A course that follows the learner's document in full, for a learner past the basics. */
    wholeMaterial: string;
    outcome: string;
    noOutcome: string;
    handsOn: string;
    conceptsFirst: string;
    quizzes: string;
    examples: string;
    noStyle: string;
    otherStyle: string;
    emphasis: string;
    /** {deadline} in the learner's words, {weeks}, {perWeek} minutes. */
    paceDeadline: string;
    paceBudget: string;
    paceOpen: string;
    paceCompact: string;
  };
  listJoin: string;
  sentenceJoin: string;
  textIntro: string;
}

export const OUTLINE_PHRASES: Record<Locale, OutlinePhrases> = {
  en: {
    titles: {
      beginner: "{topic} from scratch: a practical beginner's course",
      intermediate: "Hands-on {topic}: from the basics to real work",
      advanced: "Advanced {topic} for experienced practitioners",
    },
    description: {
      fromScratch: "A {n}-module course that starts from the fundamentals of {topic} and ends with a capstone: {outcome}.",
      buildOn: "A {n}-module course that builds on what you already know about {topic} and ends with a capstone: {outcome}.",
      goal: "Shaped around your goal: {goal}.",
    },
    chapters: {
      concept: {
        title: "Key ideas: {stage}",
        objective: "After this chapter you can explain the main ideas behind “{module}” in your own words.",
        snippet: "The essential concepts and vocabulary of this module, with simple examples.",
      },
      example: {
        title: "Worked example: {stage}",
        objective: "After this chapter you can follow a complete worked example of “{module}” and adapt it.",
        snippet: "A step-by-step walkthrough of a realistic {topic} example.",
      },
      lab: {
        title: "{handsOn}: {stage}",
        objective: "After this chapter you can put “{module}” into practice in a small exercise of your own.",
        snippet: "Guided practice on this module's skills, with a way to check your result.",
      },
      check: {
        title: "Check yourself: {stage}",
        objective: "After this chapter you can tell which parts of “{module}” you have mastered and what to review.",
        snippet: "A short quiz and a few practice prompts.",
      },
    },
    capstone: {
      module: "Capstone: {outcome}",
      plan: {
        title: "Plan your capstone",
        objective: "After this chapter you can scope a project that reaches your outcome: {outcome}.",
        snippet: "Choose the scope, the milestones and how you will know you are done.",
      },
      build: {
        title: "{handsOn}: carry out your capstone",
        objective: "After this chapter you can complete a first full version on your own.",
        snippet: "You put the earlier modules together, step by step, with checkpoints along the way.",
      },
      review: {
        title: "Review, polish and next steps",
        objective: "After this chapter you can review your work critically and plan what to learn next.",
        snippet: "A checklist-based review and a short plan for continuing with {topic}.",
      },
    },
    rationale: {
      said: "You described your background as {background}",
      unsaid: "You didn't share your background",
      butChecked: ", but your placement answers showed {level} level",
      fundamentals: ", so the course starts from the fundamentals and builds up step by step.",
      skipped: ", so it skips {skipped} and starts where you can make real progress.",
      wholeMaterial: ", so the course builds on what you already know while still going through every section of your document.",
      outcome: "Everything builds toward your target outcome, {outcome}, which the capstone module practises directly.",
      noOutcome: "You didn't name a target outcome, so the capstone is a general {topic} project you can adapt to your own needs.",
      handsOn: "Because you prefer {style}, each module opens with a hands-on {handsOn} chapter and explains the ideas afterwards.",
      conceptsFirst: "Because you prefer {style}, every module explains the concepts before you practise them.",
      quizzes: "Because you prefer {style}, chapters are short and every module ends with a quick self-check.",
      examples: "Because you prefer {style}, every module includes a worked example you can follow and adapt.",
      noStyle: "You didn't state a learning style, so each module pairs a short concept chapter with practice.",
      otherStyle: "You said you like to learn this way: {style}; each module pairs a short concept chapter with practice to match.",
      emphasis: "It also weighs what you emphasised: {emphasis}.",
      paceDeadline: "You want to be ready {deadline}: over {weeks} weeks that is about {perWeek} minutes a week.",
      paceBudget: "With the time you have, the course takes about {weeks} weeks at about {perWeek} minutes a week.",
      paceOpen: "You want to be ready {deadline}, so plan your weeks back from that date.",
      paceCompact: " To fit your time, the course keeps to the essentials.",
    },
    listJoin: " and ",
    sentenceJoin: " ",
    textIntro: "Here is a proposed outline: {title}.",
  },
  zh: {
    titles: {
      beginner: "零基础{topic}入门与实战",
      intermediate: "面向进阶学习者的{topic}实战",
      advanced: "面向有经验者的{topic}进阶实战",
    },
    description: {
      fromScratch: "这门课共{n}个模块，从{topic}的基础讲起，最后以综合项目收尾：{outcome}。",
      buildOn: "这门课共{n}个模块，在你已有的{topic}基础上推进，最后以综合项目收尾：{outcome}。",
      goal: "课程围绕你的目标设计：{goal}。",
    },
    chapters: {
      concept: {
        title: "核心概念：{stage}",
        objective: "学完本章，你能用自己的话讲清「{module}」的核心内容。",
        snippet: "用简单的例子讲解本模块的关键概念和术语。",
      },
      example: {
        title: "示例讲解：{stage}",
        objective: "学完本章，你能看懂并改写一个关于「{module}」的完整示例。",
        snippet: "一步步拆解一个贴近实际的{topic}示例。",
      },
      lab: {
        title: "{handsOn}：{stage}",
        objective: "学完本章，你能在一个小练习中运用「{module}」学到的内容。",
        snippet: "在指导下动手练习本模块的技能，并检查结果。",
      },
      check: {
        title: "自测：{stage}",
        objective: "学完本章，你能判断自己对「{module}」掌握了多少、还需要复习什么。",
        snippet: "一个简短的小测验和几道练习题。",
      },
    },
    capstone: {
      module: "综合项目：{outcome}",
      plan: {
        title: "规划你的综合项目",
        objective: "学完本章，你能为目标「{outcome}」确定一个合适的项目范围。",
        snippet: "确定范围、里程碑，以及怎样算完成。",
      },
      build: {
        title: "{handsOn}：完成综合项目",
        objective: "学完本章，你能独立完成项目的第一个完整版本。",
        snippet: "把前面各模块的内容串起来，分步完成，并设置检查点。",
      },
      review: {
        title: "复盘、打磨与下一步",
        objective: "学完本章，你能客观地评估自己的成果，并规划接下来学什么。",
        snippet: "按清单复盘，并为继续学习{topic}制定一个简短计划。",
      },
    },
    rationale: {
      said: "你提到自己的基础是{background}",
      unsaid: "你没有说明自己的基础",
      butChecked: "，但摸底题显示你是{level}水平",
      fundamentals: "，所以课程从基础讲起，循序渐进。",
      skipped: "，所以跳过了{skipped}，直接从能让你真正进步的地方开始。",
      wholeMaterial: "，所以课程在你已有的基础上推进，同时仍逐节讲完你的文档。",
      outcome: "所有内容都指向你的期望成果{outcome}，最后的综合项目会直接练习这一点。",
      noOutcome: "你没有指定期望成果，所以综合项目是一个通用的{topic}项目，你可以按自己的需要调整。",
      handsOn: "因为你偏好{style}，每个模块都先安排「{handsOn}」章节，再讲背后的原理。",
      conceptsFirst: "因为你偏好{style}，每个模块都先讲清概念，再进行练习。",
      quizzes: "因为你偏好{style}，章节都比较短，每个模块最后都有一次小测。",
      examples: "因为你偏好{style}，每个模块都包含一个可以照着做、再加以改写的示例。",
      noStyle: "你没有说明学习方式，所以每个模块都把简短的概念讲解和练习搭配在一起。",
      otherStyle: "你说你喜欢这样学习：{style}；因此每个模块都把简短的概念讲解和练习搭配在一起。",
      emphasis: "课程也考虑了你特别强调的内容：{emphasis}。",
      paceDeadline: "你希望在{deadline}准备好：分{weeks}周学完，每周大约{perWeek}分钟。",
      paceBudget: "按你能投入的时间，整门课大约需要{weeks}周，每周约{perWeek}分钟。",
      paceOpen: "你希望在{deadline}准备好，可以从那个日期倒推安排每周的学习。",
      paceCompact: "为了赶上你的时间，课程只保留最核心的内容。",
    },
    listJoin: "和",
    sentenceJoin: "",
    textIntro: "这是建议的课程大纲：{title}。",
  },
};
