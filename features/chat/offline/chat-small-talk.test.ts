import { describe, expect, it } from "vitest";
import { GREETING, THANKS } from "./chat-small-talk";

describe("small talk in the offline chat", () => {
  it.each([
    "thanks!",
    "ok thanks, that helps a lot",
    "thank you so much 😊",
    "lol ok",
    "cheers, that was really helpful!!",
    "谢谢老师",
    "多谢啦～",
    "哈哈好的",
    "好的 明白了 谢谢老师",
    "嗯嗯 懂了",
  ])("reads %j as thanks", (text) => expect(THANKS.test(text)).toBe(true));

  it.each(["hi!", "hey there 👋", "你好呀", "老师好", "hello again", "嗨～"])("reads %j as a greeting", (text) => {
    expect(GREETING.test(text)).toBe(true);
  });

  it.each([
    "thanks! how does dropout work?",
    "ok so what is recursion",
    "好的，那学习率呢？",
    "谢谢，再举个例子",
    "great question: why is the sky blue",
    "hi, what is a monad?",
    "history",
  ])("never reads %j, which asks something, as small talk", (text) => {
    expect(THANKS.test(text)).toBe(false);
    expect(GREETING.test(text)).toBe(false);
  });
});
