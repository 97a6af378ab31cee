import { describe, expect, it } from "vitest";
import { CHAT_TOOL } from "../contract";
import { CHAT_PHRASES_EN } from "./content/chat-phrases-en";
import { CHAT_PHRASES_ZH } from "./content/chat-phrases-zh";
import { offlineChat, quotesOf, toolTurn } from "@/tests/support/chat/offline-chat-kit";

const passage = (text: string, where = "chapters/01-01-deploy.md:1-8") => ({ title: "Kubernetes", href: "/courses/c1", where, text });
const searched = (passages: unknown[]) => toolTurn(CHAT_TOOL.searchMyCourses, { passages });
const reply = (said: string, passages: unknown[]) => offlineChat([said], "default", searched(passages)).text ?? "";

/** Every quoted span is text of one of the passages, as written. */
function quotesExist(text: string, passages: { text: string }[]) {
  for (const quote of quotesOf(text))
    expect(
      passages.some((entry) => entry.text.includes(quote)),
      quote,
    ).toBe(true);
}

describe.each([
  {
    lang: "en",
    phrases: CHAT_PHRASES_EN,
    asks: ["What does start small mean?", "what is “start small”?", "define start small"],
    mention: "Remember to start small when you deploy to the cluster for the first time.",
    definition: "Start small means deploying one pod and checking it runs before you write a whole chart.",
    heading: "## Start small\nDeploy one pod, check that it runs, and only then add the rest.",
    underHeading: "Deploy one pod, check that it runs, and only then add the rest.",
  },
  {
    lang: "zh",
    phrases: CHAT_PHRASES_ZH,
    asks: ["「从小处着手」是什么意思？", "从小处着手是什么意思", "什么是从小处着手？"],
    mention: "第一次往集群部署时，记得从小处着手，别急。",
    definition: "从小处着手是指先只部署一个 pod，确认它能运行，再写完整的 chart。",
    heading: "## 从小处着手\n先部署一个 pod，确认它能运行，再加上其余部分。",
    underHeading: "先部署一个 pod，确认它能运行，再加上其余部分。",
  },
])("what X means: a sentence that explains X answers, never one that only mentions it ($lang)", (example) => {
  const { phrases, asks, mention, definition, heading, underHeading } = example;
  const mentionsLead = phrases.explain.mentionsOnly.split("**")[0]!;

  it.each(asks)("%s quotes the definition first, whatever order the passages come in", (said) => {
    const passages = [passage(mention), passage(definition, "chapters/01-02-plan.md:4-9")];
    const text = reply(said, passages);
    expect(quotesOf(text)[0]).toBe(definition);
    expect(text).not.toContain(mentionsLead);
    quotesExist(text, passages);
  });

  it.each(asks)("%s answers with the explanation under a heading naming it", (said) => {
    const passages = [passage(mention), passage(heading)];
    const text = reply(said, passages);
    expect(quotesOf(text)[0]).toBe(underHeading);
    quotesExist(text, passages);
  });

  it.each(asks)("%s with only mentions says the material mentions it without explaining it, and quotes where", (said) => {
    const passages = [passage(mention)];
    const text = reply(said, passages);
    expect(text.startsWith(mentionsLead)).toBe(true);
    expect(quotesOf(text)).toEqual([mention]);
    expect(text).toContain("chapters/01-01-deploy.md:1-8");
    // Never framed as the answer.
    for (const answer of Object.values(phrases.explain.answer)) expect(text).not.toContain(answer.split("“")[0]!);
  });
});

describe.each([
  {
    lang: "en",
    explainAsk: "What is a pod?",
    exampleAsk: "Can you show me an example of a pod?",
    prose: "A pod is the smallest unit Kubernetes deploys: one or more containers that share a network.",
  },
  {
    lang: "zh",
    explainAsk: "pod是什么意思？",
    exampleAsk: "能给我一个pod的例子吗？",
    prose: "pod是 Kubernetes 部署的最小单位：共享网络的一个或多个容器。",
  },
])("code inside a fence is an example, never an explanation's sentence ($lang)", ({ explainAsk, exampleAsk, prose }) => {
  const block = ["```yaml", "kind: pod", "metadata:", "  name: web pod", "```"].join("\n");
  const passages = [passage(`${block}\n${prose}`)];

  it("answers what X is with the prose sentence, no line from inside the fence", () => {
    const text = reply(explainAsk, passages);
    expect(quotesOf(text)[0]).toBe(prose);
    for (const quote of quotesOf(text)) expect(quote).not.toMatch(/kind: pod|name: web pod/);
  });

  it("quotes a code example whole, with its fence and language, never a bare line of it", () => {
    const text = reply(exampleAsk, passages);
    expect(text).toContain(block);
    for (const quote of quotesOf(text)) expect(quote).not.toMatch(/kind: pod|name: web pod/);
  });
});
