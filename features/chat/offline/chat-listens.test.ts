import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { CHAT_TOOL } from "../contract";
import { MASK_IDS } from "../lib/chat-limits";
import { detectIntents, topicOf } from "./chat-intents";
import { deepDiveExplanation } from "./deep-dive-writer";
import { offlineChat } from "@/tests/support/chat/offline-chat-kit";

// The chat with its tools on offer, one learner turn (tests/support/chat/offline-chat-kit).
const chat = (messages: string[], maskId = "default", extra: LanguageModelV4Prompt = []) => offlineChat(messages, maskId, extra);

const lookedUp = (output: unknown): LanguageModelV4Prompt => [
  { role: "assistant", content: [{ type: "tool-call", toolCallId: "l1", toolName: CHAT_TOOL.lookupCourses, input: {} }] },
  {
    role: "tool",
    content: [
      { type: "tool-result", toolCallId: "l1", toolName: CHAT_TOOL.lookupCourses, output: { type: "json", value: output as never } },
    ],
  },
];

const searched = (passages: unknown[]): LanguageModelV4Prompt => [
  { role: "assistant", content: [{ type: "tool-call", toolCallId: "s1", toolName: CHAT_TOOL.searchMyCourses, input: {} }] },
  {
    role: "tool",
    content: [
      {
        type: "tool-result",
        toolCallId: "s1",
        toolName: CHAT_TOOL.searchMyCourses,
        output: { type: "json", value: { passages } as never },
      },
    ],
  },
];
const language = (text: string) => (/\p{Script=Han}/u.test(text) ? "zh" : "en");
const REGULARIZATION = [
  {
    title: "Machine learning",
    href: "/courses/c_ml",
    where: "chapters/02-01-regularization.md:3-5",
    text: "A model that memorises its training data is overfitting.\nRegularization is a penalty on large weights that keeps a model from overfitting.\nThe penalty trades a little training accuracy for better generalisation.",
  },
];
const 正则化 = [
  {
    title: "机器学习",
    href: "/courses/c_ml",
    where: "chapters/02-01-regularization.md:3-4",
    text: "模型只记住训练数据就是过拟合。\n正则化是对大权重的惩罚，用来防止过拟合。",
  },
];

describe("the offline chat listens", () => {
  it.each([
    ["How does regularization relate to overfitting?", "en"],
    ["正则化和过拟合有什么关系？", "zh"],
  ] as const)("the five masks answer %s from the learner's material, each framing it in its own voice", (said, language) => {
    expect(chat([said]).toolCall).toEqual({
      toolName: CHAT_TOOL.searchMyCourses,
      input: { topic: language === "en" ? "regularization and overfitting" : "正则化和过拟合" },
    });
    const passages = language === "en" ? REGULARIZATION : 正则化;
    const replies = MASK_IDS.map((maskId) => chat([said], maskId, searched(passages)).text ?? "");
    for (const reply of replies) expect(/\p{Script=Han}/u.test(reply)).toBe(language === "zh");
    expect(new Set(replies).size).toBe(MASK_IDS.length);
    // The answer sentence first, in every mask: the definition, quoted as written and cited.
    const definition = passages[0]!.text.split("\n")[1]!;
    for (const reply of replies) expect(reply.split("\n\n")[0]).toContain(`“${definition}”`);
    for (const reply of replies)
      expect(reply.split("\n\n")[0]).toMatch(/\]\(\/courses\/c_ml\)[,，] ?chapters\/02-01-regularization\.md:3-\d/);
    // The framing differs in the first line and in the close: no two masks share either.
    expect(new Set(replies.map((reply) => reply.split("“")[0])).size).toBe(MASK_IDS.length);
    expect(new Set(replies.map((reply) => reply.split("\n\n").at(-1))).size).toBe(MASK_IDS.length);
  });

  it.each([
    [
      "What is quantum tunnelling?",
      "quantum tunnelling",
      /None of your courses or sources covers \*\*quantum tunnelling\*\*.*can't explain a subject on its own/,
    ],
    ["量子隧穿是什么？", "量子隧穿", /你的课程和资料里都没有讲到\*\*量子隧穿\*\*.*离线模型无法自己讲解/],
  ] as const)("says plainly when nothing in the learner's material covers %s, never a plan posing as an answer", (said, topic, nothing) => {
    expect(chat([said]).toolCall).toEqual({ toolName: CHAT_TOOL.searchMyCourses, input: { topic } });
    for (const maskId of MASK_IDS) {
      const reply = chat([said], maskId, searched([])).text ?? "";
      expect(reply).toMatch(nothing);
      expect(reply).toContain("(/settings)");
      expect(reply).not.toMatch(/how I would approach|1\. |核心|“/);
    }
    // Passages that never name the subject are not quoted as if they answered it.
    expect(chat([said], "default", searched(REGULARIZATION)).text).toMatch(nothing);
  });

  it.each([
    [
      "What is regularization?",
      "Can you give me an example?",
      "regularization",
      REGULARIZATION,
      /^I found no worked example of \*\*regularization\*\*/,
    ],
    ["正则化是什么？", "能举个例子吗？", "正则化", 正则化, /^在你的课程和资料里没有找到\*\*正则化\*\*的具体例子/],
  ] as const)(
    "a follow-up asking for an example searches the earlier subject and quotes an example, or says there is none (%s)",
    (first, follow, topic, passages, none) => {
      expect(chat([first, follow]).toolCall).toEqual({ toolName: CHAT_TOOL.searchMyCourses, input: { topic } });
      for (const maskId of MASK_IDS) {
        const reply = chat([first, follow], maskId, searched([...passages])).text ?? "";
        expect(reply).toMatch(none);
        expect(reply).toContain(passages[0]!.text.split("\n")[1]!);
        expect(reply).not.toMatch(/how I would approach|我会这样入手/);
      }
      const example =
        language(topic) === "en"
          ? "For example, L2 regularization adds the squared weights to the loss."
          : "例如，岭回归就是一种正则化，它惩罚大的权重。";
      const withExample = [{ ...passages[0]!, text: `${passages[0]!.text}\n${example}` }];
      const reply = chat([first, follow], "default", searched(withExample)).text ?? "";
      expect(reply.split("\n\n")[0]).toContain(example);
      expect(reply).not.toMatch(none);
    },
  );

  it("the chameleon adapts to how the learner asks", () => {
    const quick = chat(["quick: what is a closure?"], "chameleon").text ?? "";
    const precise = chat(["Give me a rigorous, precise account of what a closure is"], "chameleon").text ?? "";
    expect(quick).toMatch(/quick version/);
    expect(precise).toMatch(/Rigorous mode/);
  });

  it("answers a follow-up as a follow-up: the thanks in front is not the subject, and 'this' is the earlier subject", () => {
    const relate = chat(["What is overfitting?", "Thanks! How does regularization relate to overfitting?"]);
    expect(relate.toolCall?.input).toEqual({ topic: "regularization and overfitting" });
    const why = chat(["What is overfitting?", "Why does that happen?"], "blunt");
    expect(why.toolCall?.input).toEqual({ topic: "overfitting" });
    expect(chat(["What is overfitting?", "why?"]).toolCall?.input).toEqual({ topic: "overfitting" });
    expect(chat(["What is overfitting?", "And how does that relate to regularization?"]).toolCall?.input).toEqual({
      topic: "overfitting and regularization",
    });
    expect(chat(["什么是过拟合？", "为什么？"]).toolCall?.input).toEqual({ topic: "过拟合" });
    // A question about the speakers is not a subject to look up.
    expect(chat(["How do I start?"]).toolCall).toBeUndefined();
    const answered = chat(
      ["What is overfitting?", "Thanks! How does regularization relate to overfitting?"],
      "default",
      searched(REGULARIZATION),
    );
    expect(answered.text).not.toMatch(/Thanks!/);
    expect(answered.text).toContain("**regularization and overfitting**");
    const lookup = chat(["Explain gradient descent", "Which of my courses covers this?"]);
    expect(lookup.toolCall).toEqual({ toolName: CHAT_TOOL.lookupCourses, input: { query: "gradient descent" } });
  });

  it("says which courses the learner has when none covers the subject, and only then that there are none", () => {
    const course = { courseId: "c1", courseTitle: "Kubernetes", chapterId: null, chapterTitle: null, href: "/courses/c1" };
    const none = chat(
      ["Explain gradient descent", "Which of my courses covers this?"],
      "default",
      lookedUp({ matches: [], yourCourses: [course] }),
    );
    expect(none.text).toContain("None of your courses mentions **gradient descent**");
    expect(none.text).toContain("[Kubernetes](/courses/c1)");
    expect(none.text).not.toContain("You don't have any courses yet");
    const found = chat(["Which of my courses covers gradient descent?"], "default", lookedUp({ matches: [course] }));
    expect(found.text).toContain("[Kubernetes](/courses/c1)");
  });

  it("takes a Chinese deep dive's subject by word boundaries: 初学者的机器学习 is 机器学习, never 者", () => {
    expect(topicOf("详细讲讲初学者的机器学习", "zh")).toBe("机器学习");
    expect(detectIntents("详细讲讲初学者的机器学习", "zh")).toContainEqual({ tool: CHAT_TOOL.deepDive, topic: "机器学习" });
    expect(topicOf("能详细讲讲 Python 的装饰器吗", "zh")).toBe("Python 的装饰器");
  });

  it("takes a Chinese how-to's subject from before 怎么/如何, and reads no subject where there is none", () => {
    expect(topicOf("R语言怎么画图", "zh")).toBe("R语言");
    expect(topicOf("Docker 如何部署", "zh")).toBe("Docker");
    expect(topicOf("机器学习应该怎么入门", "zh")).toBe("机器学习");
    expect(topicOf("我该怎么学", "zh")).toBeNull();
    expect(topicOf("怎么学好机器学习", "zh")).toBe("机器学习");
  });

  it("a question about what one thing does to another names both: the cause and what it acts on, or the subject before 为什么", () => {
    expect(topicOf("How does regularization prevent overfitting?", "en")).toBe("regularization and overfitting");
    expect(topicOf("How can caching speed up a web app?", "en")).toBe("caching and web app");
    expect(topicOf("B+树为什么适合做索引？", "zh")).toBe("B+树");
    expect(topicOf("为什么梯度下降会收敛？", "zh")).toContain("梯度下降");
    expect(topicOf("What is regularization?", "en")).toBe("regularization");
  });
});

describe("the offline deep dive", () => {
  const passage = {
    title: "Machine learning",
    href: "/courses/c_ml",
    where: "chapters/01-02-gradient-descent.md:3-4",
    text: "Training needs a direction. Gradient descent lowers the loss one small step at a time.",
  };

  it.each(["en", "zh"] as const)("is built from the learner's passages, the answering sentence first, each linked (%s)", (language) => {
    const text = deepDiveExplanation({ language, topic: "gradient descent", question: null, maskId: "default", passages: [passage] });
    const lines = text.split("\n\n");
    expect(lines[1]).toContain("“Gradient descent lowers the loss one small step at a time.”");
    expect(lines[1]).toContain(passage.where);
    expect(text).toContain("](/courses/c_ml)");
  });

  it.each(["en", "zh"] as const)("says first that nothing explains the topic, when the search found nothing (%s)", (language) => {
    const text = deepDiveExplanation({ language, topic: "量子", question: null, maskId: "default", passages: [] });
    expect(text.split("\n\n")[1]).toMatch(language === "en" ? /None of your courses or sources explains/ : /还没有解释/);
  });
});
