import { describe, expect, it } from "vitest";
import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import { cleanGoal } from "./clean-goal";

describe("a goal as typed, made readable", () => {
  it("drops a pasted link, and names a link in the object's place by its site", () => {
    expect(cleanGoal("found this https://x.org/learn/ml. teach me ML").text).toBe("found this . teach me ML");
    expect(cleanGoal("learn docker (see www.docker.com)").text).not.toContain("www");
    expect(readGoal("teach me about https://react.dev/learn").subject).toBe("react");
    // Only a link: nothing else names the subject, so the link is kept.
    expect(cleanGoal("https://react.dev/learn").text).toBe("https://react.dev/learn");
  });

  it("reads punctuation said aloud only where it ends a clause", () => {
    expect(cleanGoal("I'm a barista comma I want latte art question mark").text).toBe("I'm a barista, I want latte art?");
    expect(readGoal("I want to learn about comma splices and run-on sentences").subject).toBe("comma splices and run-on sentences");
    expect(readGoal("teach me the Edo period").subject).toBe("the Edo period");
    expect(cleanGoal("can you teach me calculus question mark").text).toBe("can you teach me calculus?");
    // Typed punctuation: the words are words.
    expect(cleanGoal("the Edo period, comma usage").text).toBe("the Edo period, comma usage");
  });

  it("reads a shouted goal in lower case and gives its facts back in the learner's capitals", () => {
    const reading = readGoal("I NEED TO LEARN QUICKBOOKS BY MONDAY MY BOSS IS GOING TO KILL ME");
    expect(reading.subject).toBe("QUICKBOOKS");
    expect(reading.deadline?.value).toBe("BY MONDAY");
    expect(reading.purpose?.kind).toBe("work");
    // A short acronym is no shouting.
    expect(cleanGoal("AWS and SQL").text).toBe("AWS and SQL");
    // English names in capitals inside Chinese are names, not shouting.
    expect(cleanGoal("想考AWS SOLUTIONS ARCHITECT").text).toBe("想考AWS SOLUTIONS ARCHITECT");
  });
});

describe("purposes read from what is done, never taking the subject with them", () => {
  it.each([
    ["想学怎么把产品卖出去", "把产品卖出去"],
    ["想提高店铺销量", "店铺销量"],
    ["想学酒店怎么接待客人", "酒店怎么接待客人"],
  ])("%s keeps %s as its subject", (goal, subject) => {
    expect(readGoal(goal).subject).toBe(subject);
    expect(readGoal(goal).purpose?.kind).toBe("work");
  });

  it("reads a performance review as a subject, an assessment ahead as an exam", () => {
    expect(readGoal("我是HR，想学绩效考核").purpose?.kind).not.toBe("exam");
    expect(readGoal("想学会管理家庭财务").purpose).toBeNull();
    expect(readGoal("下个月考核，想复习心电图").purpose?.kind).toBe("exam");
  });
});

describe("what a learning verb names outranks the goal's other clauses", () => {
  it.each([
    ["learn bookkeeping to get my costs down", "bookkeeping"],
    ["want to get the refrigeration cycle down", "refrigeration cycle"],
    ["I'm interested in learning guitar", "guitar"],
    ["teach me about design", "design"],
  ])("%s: %s", (goal, subject) => {
    expect(readGoal(goal).subject).toBe(subject);
  });
});
