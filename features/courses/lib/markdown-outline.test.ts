import { describe, expect, it } from "vitest";
import { readMarkdownOutline } from "./markdown-outline";

describe("reading an outline written as markdown", () => {
  it("a # title, ## modules with bulleted chapters 'title — objective (minutes)', a rationale section", () => {
    const outline = readMarkdownOutline(`Sure! Here's a course designed for you.

# **Kubernetes for Busy Developers**

A hands-on path from Docker to running your own cluster.

**Difficulty:** Intermediate

## Module 1: Foundations
- **Pods and containers** — Run and inspect your first Pod (30 min)
- Deployments: Roll out and roll back an app (45 minutes)

## Module 2: Operations
1. Troubleshooting – Fix a broken cluster under time pressure (60 min)

## Why this design
You already know Docker, so we start at Pods.`);
    expect(outline).toMatchObject({
      title: "Kubernetes for Busy Developers",
      description: "A hands-on path from Docker to running your own cluster.",
      difficulty: "intermediate",
      designRationale: "You already know Docker, so we start at Pods.",
      estimatedMinutes: 135,
      modules: [
        {
          title: "Foundations",
          chapters: [
            { title: "Pods and containers", objective: "Run and inspect your first Pod", minutes: 30 },
            { title: "Deployments", objective: "Roll out and roll back an app", minutes: 45 },
          ],
        },
        {
          title: "Operations",
          chapters: [{ title: "Troubleshooting", objective: "Fix a broken cluster under time pressure", minutes: 60 }],
        },
      ],
    });
  });

  it("chapters as ### headings with a line under each, no minutes given (30 each), in Chinese", () => {
    const outline = readMarkdownOutline(`# 日语入门
从五十音开始。
## 第一单元：假名
### 第1课：平假名
认读全部平假名
### 第2课：片假名
认读片假名
## 第二单元：会话
### 第3课：自我介绍
用日语介绍自己`);
    expect(outline?.modules.map((module) => module.title)).toEqual(["假名", "会话"]);
    expect(outline?.modules[0]?.chapters).toEqual([
      { title: "平假名", objective: "认读全部平假名", minutes: 30 },
      { title: "片假名", objective: "认读片假名", minutes: 30 },
    ]);
    expect(outline?.difficulty).toBe("beginner");
  });

  it("no outline in it → null (one module, plain prose, a question back)", () => {
    expect(readMarkdownOutline("# Course\n## Only module\n- One chapter")).toBeNull();
    expect(readMarkdownOutline("I would design a course on Kubernetes with several modules.")).toBeNull();
    expect(readMarkdownOutline("What level is the learner at?")).toBeNull();
  });
});
