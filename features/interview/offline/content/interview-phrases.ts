import { type ProfileField as ProtocolField } from "@/lib/learner-profile-fields";
import type { Locale } from "@/lib/i18n/locales";

type Variants = readonly [string, ...string[]];
export type QuestionField = ProtocolField | "general";

export interface FieldQuestion {
  /** Card title, ≤ 80 characters. */
  title: string;
  /** The sentence that ends the message. */
  ask: string;
}

/** Everything the interviewer says, per language. Placeholders: {topic}, {answer}, {path}, {trend}, {p1}, {p2}, {verb}, {title}. */
export interface InterviewPhrases {
  openers: Variants;
  acks: Variants;
  skippedAck: string;
  insightPath: string;
  insightTrend: string;
  insightMaterial: string;
  questions: Record<QuestionField, FieldQuestion>;
  noTopicQuestion: FieldQuestion;
  noTopicOptions: readonly string[];
  background: {
    zero: string;
    zeroNoPrereq: string;
    related: string;
    relatedOne: string;
    dabbled: string;
    regular: string;
  };
  outcomeWork: string;
  outcomeExam: string;
  styles: readonly string[];
  general: readonly string[];
  /** After the outline exists: a review card, so the learner stays in control. */
  review: FieldQuestion;
  reviewOptions: readonly string[];
  /** The review card after the learner approved the outline. */
  approved: string;
  closing: string;
  closingTitled: string;
  emphasis: string;
  notGiven: string;
}

export const INTERVIEW_PHRASES: Record<Locale, InterviewPhrases> = {
  en: {
    openers: ["{topic} — great choice.", "Let's shape a course on {topic} that fits you.", "Happy to help you learn {topic}."],
    acks: ["Got it: {answer}.", "Thanks, {answer} helps a lot.", "Noted: {answer}.", "{answer}: that's useful to know."],
    skippedAck: "No problem, we can leave that open.",
    insightPath: "Quick context: most learners go {path}.",
    insightTrend: "One thing worth knowing: {trend}.",
    insightMaterial: "Your course will follow {titles}: {path}.",
    questions: {
      goal: { title: "Your main goal", ask: "What would you most like to get out of {topic}?" },
      background: { title: "Your starting point", ask: "How much experience do you have with {topic} so far?" },
      targetOutcome: { title: "Where you want to end up", ask: "What would you like to be able to do by the end of the course?" },
      cognitiveStyle: { title: "How you like to learn", ask: "How do you like to learn? Pick any that fit." },
      general: { title: "Anything else?", ask: "Is there anything else I should take into account before I design your course?" },
    },
    noTopicQuestion: {
      title: "What to learn",
      ask: "What would you like to learn? Pick a direction or tell me in your own words.",
    },
    noTopicOptions: [
      "A programming language or tech tool",
      "A new language",
      "A creative skill like music or drawing",
      "A work skill like finance or management",
    ],
    background: {
      zero: "Starting from zero, including {p1}",
      zeroNoPrereq: "Complete beginner in {topic}",
      related: "I'm comfortable with {p1} and {p2}, but new to {topic}",
      relatedOne: "I'm comfortable with {p1}, but new to {topic}",
      dabbled: "I've dabbled in {topic} a little",
      regular: "I {verb} {topic} regularly already",
    },
    outcomeWork: "Use {topic} confidently at work",
    outcomeExam: "Pass a certification or exam in {topic}",
    styles: [
      "Hands-on first, theory as needed",
      "Concepts first, then practice",
      "Short daily lessons with quizzes",
      "Worked examples and case studies",
    ],
    general: [
      "No, that covers it — design my course",
      "I only have a few hours a week",
      "There's a specific area I want to focus on",
      "I'd like plenty of practice exercises",
    ],
    review: {
      title: "Your course outline",
      ask: "Your course outline is ready — have a look through the modules and chapters. Does it fit, or should I change something? You can also tell me in your own words.",
    },
    reviewOptions: ["Looks good — I'm ready to start", "Make it shorter", "Add more hands-on practice", "Go deeper into advanced topics"],
    approved: "Great — enjoy the course! If you'd like changes later, tell me in your own words or pick one below.",
    closing:
      "Your course outline is ready — have a look through the modules and chapters. If anything doesn't fit, tell me what to change and I'll adjust it.",
    closingTitled:
      "Your course outline {title} is ready — have a look through the modules and chapters. If anything doesn't fit, tell me what to change and I'll adjust it.",
    emphasis:
      "Learner profile — goal: {goal}; background: {background}; target outcome: {targetOutcome}; learning style: {cognitiveStyle}.",
    notGiven: "not given",
  },
  zh: {
    openers: ["{topic}，好选择！", "我们一起来规划一门适合你的{topic}课程。", "很高兴帮你学习{topic}。"],
    acks: ["明白了，{answer}。", "好的，{answer}，这很有帮助。", "收到：{answer}。", "了解，{answer}。"],
    skippedAck: "没关系，这个问题先跳过。",
    insightPath: "先给你一点背景：大多数人的学习路径是 {path}。",
    insightTrend: "有一点值得了解：{trend}。",
    insightMaterial: "你的课程会按照{titles}展开：{path}。",
    questions: {
      goal: { title: "学习目标", ask: "你学{topic}最想用来做什么？" },
      background: { title: "当前基础", ask: "你目前对{topic}了解多少？" },
      targetOutcome: { title: "期望成果", ask: "学完这门课，你希望能做到什么？" },
      cognitiveStyle: { title: "学习方式", ask: "你喜欢怎样学习？可以多选。" },
      general: { title: "还有补充吗？", ask: "在我设计课程之前，还有什么需要考虑的吗？" },
    },
    noTopicQuestion: { title: "想学什么", ask: "你想学什么？可以选一个方向，也可以直接告诉我。" },
    noTopicOptions: ["一门编程语言或技术工具", "一门外语", "音乐、绘画等创意技能", "金融、管理等职场技能"],
    background: {
      zero: "零基础，{p1}也还不熟",
      zeroNoPrereq: "完全没接触过{topic}",
      related: "熟悉{p1}、{p2}，但没学过{topic}",
      relatedOne: "熟悉{p1}，但没学过{topic}",
      dabbled: "接触过一些{topic}",
      regular: "平时经常{verb}{topic}",
    },
    outcomeWork: "在工作中熟练使用{topic}",
    outcomeExam: "通过{topic}相关的认证或考试",
    styles: ["先动手，理论按需补充", "先理解概念，再练习", "每天一节短课，配小测验", "通过示例和案例学习"],
    general: ["没有了，开始设计课程吧", "我每周只有几个小时", "我想重点学某个方向", "希望多一些练习题"],
    review: {
      title: "课程大纲",
      ask: "课程大纲已经准备好了，请看看各个模块和章节。合适吗，还是需要调整？也可以直接用自己的话告诉我。",
    },
    reviewOptions: ["看起来不错，可以开始了", "再精简一些", "多加一些动手练习", "再深入一些"],
    approved: "太好了，祝学习愉快！之后想调整的话，可以直接告诉我，或者在下面选一项。",
    closing: "课程大纲已经准备好了，请看看各个模块和章节。如果有不合适的地方，告诉我想怎么调整，我会帮你修改。",
    closingTitled: "课程大纲{title}已经准备好了，请看看各个模块和章节。如果有不合适的地方，告诉我想怎么调整，我会帮你修改。",
    emphasis: "学习者画像——目标：{goal}；基础：{background}；期望成果：{targetOutcome}；学习方式：{cognitiveStyle}。",
    notGiven: "未提供",
  },
};
