import { describe, expect, it } from "vitest";
import { readGoal } from "./read-goal";

/**
 * "用 Python 做出一个真实项目" (the goal card the offline interviewer itself offers) named the capstone
 * "出一个真实项目": the verb's result complement (做出, 做成, 写出…) was cut from its verb. A verb with its
 * complement stays whole; a bare 做 or 写 after the subject still introduces the outcome on its own.
 */
describe("a Chinese outcome after a Latin subject", () => {
  it.each([
    ["用 Python 做出一个真实项目", "Python", "做出一个真实项目"],
    ["用Python做出一个真实项目", "Python", "做出一个真实项目"],
    ["用Excel做成一张自动更新的报表", "Excel", "做成一张自动更新的报表"],
    ["学React做好一个个人网站", "React", "做好一个个人网站"],
    ["用 Rust 写出一个命令行工具", "Rust", "写出一个命令行工具"],
    ["用Go写完一个爬虫", "Go", "写完一个爬虫"],
  ])("%j: subject %j, outcome %j (verb and complement together)", (goal, subject, outcome) => {
    const reading = readGoal(goal);
    expect(reading.subject).toBe(subject);
    expect(reading.outcome?.value).toBe(outcome);
  });

  it.each([
    ["用Python做数据分析", "Python", "数据分析"],
    ["学Go写爬虫", "Go", "爬虫"],
  ])("%j: a bare verb introduces the outcome (%j, %j)", (goal, subject, outcome) => {
    const reading = readGoal(goal);
    expect(reading.subject).toBe(subject);
    expect(reading.outcome?.value).toBe(outcome);
  });
});

/** "零基础学Python，想做数据分析，每天一小时": what the learner wants to do, in a clause of its own, is the outcome. */
describe("a clause saying what the learner wants to do", () => {
  it.each([
    ["零基础学Python，想做数据分析，每天一小时", "Python", "数据分析"],
    ["学R语言，我想做生物信息分析", "R语言", "生物信息分析"],
    ["学Excel，打算用它做财务报表", "Excel", "财务报表"],
  ])("%j: subject %j, outcome %j", (goal, subject, outcome) => {
    const reading = readGoal(goal);
    expect(reading.subject).toBe(subject);
    expect(reading.outcome?.value).toBe(outcome);
  });
});
