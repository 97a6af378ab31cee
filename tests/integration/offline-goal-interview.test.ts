import { describe, expect, it } from "vitest";
import { createInterviewAgent } from "@/features/interview/agents/interview-agent";
import { courseOutlineSchema, type CourseOutline } from "@/features/interview/lib/interview-schemas";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { GOAL_CASES, type GoalCase } from "@/tests/support/interview/goal-phrasings";
import { runInterview, type AnswerStrategy, type InterviewRun } from "@/tests/support/interview/interview-driver";

/**
 * Goals as people write them, through the whole offline interview: the outline
 * is named after the subject (never the learner's sentence), and nothing the
 * learner already said is asked again.
 */
const SAMPLE = [
  "I'm a nurse and want to get into data analysis",
  "I know Python well and want to pass the AWS Solutions Architect Associate exam",
  "My boss wants me to learn Terraform by next quarter",
  "Can you teach me to play jazz piano? I've played classical for years",
  "help me prepare for the GRE in 2 months",
  "Please teach me photography, I prefer hands-on projects",
  "How do I get started with Docker?",
  "I'm switching careers from marketing to UX design",
  "我会 Java，想转 Go 语言后端",
  "两个月后要考雅思",
  "我是护士，想转行做数据分析",
  "我喜欢边做边学，想学 Docker",
  "老板让我下个季度前学会 Terraform",
  "I want to learn 日语",
];

const FRAMING =
  /\b(?:i want|want to|wants me|my boss|help me|can you|teach me|please|i know|i've|nurse|how do i)\b|我想|帮我|老板让我|我会|我是|想学|想转|两个月后|下个季度|护士|喜欢/i;
const HAN = /[\u3400-\u9fff]/;

/**
 * The placement check is graded: its answers set the depth. A learner who knows the subject's terms picks
 * each card's key, one who does not says "I don't know"; elsewhere both click the first option.
 */
const knowsTerms: AnswerStrategy = (question) => ({ selected: [question.placement?.answer ?? question.options[0] ?? "?"] });
const knowsNoTerms: AnswerStrategy = (question) => ({
  selected: [(question.targetField === "placement" ? question.options.at(-1) : question.options[0]) ?? "?"],
});

async function interview(goal: string, answer?: AnswerStrategy): Promise<{ run: InterviewRun; outline: CourseOutline }> {
  const model = createOfflineModel();
  const agent = createInterviewAgent({ chatModel: model, courseModel: model, searchProvider: null });
  const run = await runInterview({ agent, goal, locale: HAN.test(goal.charAt(0)) ? "zh" : "en", ...(answer ? { answer } : {}) });
  expect(run.errors).toEqual([]);
  return { run, outline: courseOutlineSchema.parse(run.outline) };
}

function caseOf(goal: string): GoalCase {
  const found = GOAL_CASES.find((test) => test.goal === goal);
  if (!found) throw new Error(`not in the table: ${goal}`);
  return found;
}

describe("whole offline interviews on goals as people write them", () => {
  it.each(SAMPLE)("%s", async (goal) => {
    const test = caseOf(goal);
    const { run, outline } = await interview(goal);
    const subject = test.subject.toLowerCase();
    expect(outline.title.toLowerCase()).toContain(subject);
    const naming = outline.modules.filter((unit) => unit.title.toLowerCase().includes(subject));
    expect(naming.length).toBeGreaterThanOrEqual(Math.ceil(outline.modules.length / 2));
    for (const title of [outline.title, ...outline.modules.map((unit) => unit.title)]) expect(title).not.toMatch(FRAMING);

    const asked = run.questions.map((question) => question.targetField);
    if (test.background) expect(asked).not.toContain("background");
    if (test.outcome) expect(asked).not.toContain("targetOutcome");
    if (test.style) expect(asked).not.toContain("cognitiveStyle");
  });

  it("starts a Python developer's AWS course past the basics, and a nurse's data course at them", async () => {
    const aws = await interview("I know Python well and want to pass the AWS Solutions Architect Associate exam", knowsTerms);
    expect(aws.outline.difficulty).not.toBe("beginner");
    expect(aws.outline.modules[0]?.title).not.toMatch(/core ideas|vocabulary/i);
    // An exam is prepared by practising questions: every module checks itself.
    expect(aws.outline.modules.slice(0, -1).every((unit) => unit.chapters.some((chapter) => /check yourself/i.test(chapter.title)))).toBe(
      true,
    );
    const nurse = await interview("I'm a nurse and want to get into data analysis", knowsNoTerms);
    expect(nurse.outline.difficulty).toBe("beginner");
  });

  it("shows the deadline in the plan's time, and keeps a crash course compact", async () => {
    const gre = await interview("help me prepare for the GRE in 2 months");
    expect(gre.outline.designRationale).toMatch(/in 2 months.*9 weeks.*\d+ minutes a week/);
    const open = await interview("I want to learn statistics", knowsNoTerms);
    const crash = await interview("Learn statistics within two weeks", knowsNoTerms);
    expect(crash.outline.estimatedMinutes).toBeLessThan(open.outline.estimatedMinutes);
    expect(crash.outline.designRationale).toMatch(/essentials/);
    const ielts = await interview("两个月后要考雅思");
    expect(ielts.outline.designRationale).toMatch(/两个月后.*9 ?周/);
  });
});

describe("the stated level, the purpose and typed answers, through the whole offline interview", () => {
  /** Types an answer per field; clicks "I don't know" on placement questions and the first option elsewhere. */
  const typing =
    (answers: Partial<Record<string, string>>): AnswerStrategy =>
    (question) => {
      if (question.targetField === "placement") return { selected: [question.options.at(-1) ?? "?"] };
      const text = answers[question.targetField];
      return text ? { text } : { selected: [question.options[0] ?? "?"] };
    };

  async function designed(goal: string, answer?: AnswerStrategy) {
    const model = createOfflineModel();
    const agent = createInterviewAgent({ chatModel: model, courseModel: model, searchProvider: null });
    const run = await runInterview({ agent, goal, locale: HAN.test(goal.charAt(0)) ? "zh" : "en", ...(answer ? { answer } : {}) });
    expect(run.errors).toEqual([]);
    return { run, outline: courseOutlineSchema.parse(run.outline) };
  }

  it.each([
    ["I'm new to Rust", "beginner"],
    ["Complete beginner here, teach me Kubernetes", "beginner"],
    ["我从零开始学吉他", "beginner"],
    ["零基础，想学 Python", "beginner"],
  ] as const)("%s → a %s course, whatever the background card", async (goal, level) => {
    // Even a learner who then clicks "I use it regularly" said they were new: the course starts at the start.
    // The placement cards answered as someone new would: "I don't know" (a guess that happens to be right is graded right).
    const { outline } = await designed(goal, (question) => ({
      selected: [
        question.targetField === "background" || question.targetField === "placement"
          ? (question.options.at(-1) ?? "?")
          : (question.options[0] ?? "?"),
      ],
    }));
    expect(outline.difficulty).toBe(level);
  });

  it("a learner who has used the subject for years is not given a beginner's course", async () => {
    const { outline } = await designed("I've used Excel daily at work for years and want to master it", knowsTerms);
    expect(outline.difficulty).not.toBe("beginner");
  });

  it.each([
    ["Kubernetes for my job", /^Capstone: Using Kubernetes in your job$/],
    ["我想学 Kubernetes，为了工作", /^综合项目：在工作中用好 ?Kubernetes$/],
  ] as const)('%s: the purpose names the capstone, never "Job"', async (goal, capstone) => {
    // The learner types no end on the goal card and skips the outcome question: the purpose they gave is all there is.
    const { run, outline } = await designed(goal, (question) =>
      question.targetField === "targetOutcome"
        ? { skipped: true }
        : question.targetField === "goal"
          ? { text: HAN.test(goal.charAt(0)) ? "还没想好" : "not sure yet" }
          : { selected: [question.options.at(-1) ?? "?"] },
    );
    expect(run.questions.map((question) => question.targetField)).toContain("targetOutcome");
    expect(outline.modules.at(-1)!.title).toMatch(capstone);
    expect(outline.title).toContain("Kubernetes");
  });

  it("a goal picked on its card is the outcome: the capstone is named after it, never after what is left once its purpose is cut out", async () => {
    const last: AnswerStrategy = (question) => ({ selected: [question.options.at(-1) ?? "?"] });
    const zh = await designed("我想学 Kubernetes，为了工作", last);
    expect(zh.run.questions.map((question) => question.targetField)).not.toContain("targetOutcome");
    expect(zh.outline.modules.at(-1)!.title).toMatch(/^综合项目：\S/);
    expect(JSON.stringify(zh.outline)).not.toMatch(/相关的\s*或/);
  });

  it("typed answers are tidied before they enter the outline: no doubled punctuation, no sentence as a title", async () => {
    const sentence = "I want to be able to set up and look after the small cluster my team at work runs our services on, without help.";
    const en = await designed("Teach me Kubernetes", typing({ background: "I'm new to this!!", targetOutcome: sentence }));
    for (const title of [en.outline.title, ...en.outline.modules.map((unit) => unit.title)]) expect(title).not.toContain(sentence);
    expect(en.outline.difficulty).toBe("beginner");
    const zh = await designed(
      "我想学摄影",
      typing({ goal: "能拍好自己的旅行照片。。", background: "完全没学过。。", targetOutcome: "能拍好自己的旅行照片。。" }),
    );
    const text = JSON.stringify(zh.outline);
    expect(text).not.toMatch(/[。！？]{2}/);
    expect(zh.outline.modules.at(-1)!.title).toBe("综合项目：能拍好自己的旅行照片");
    expect(zh.outline.difficulty).toBe("beginner");
  });
});
