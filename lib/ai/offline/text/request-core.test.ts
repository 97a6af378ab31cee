import { describe, expect, it } from "vitest";
import { requestCore, SECOND_REQUEST } from "./request-core";

describe("requestCore: the request inside what is wrapped around it", () => {
  it.each([
    ["Good afternoon. I hope you are keeping well. Could you explain entropy?", "Could you explain entropy?"],
    ["so my cat sat on the keyboard lol anyway what is a derivative", "what is a derivative"],
    ["hope ur day is going well. btw which course covers osmosis?", "which course covers osmosis?"],
    ["don't quiz me, just tell me what a p-value is", "tell me what a p-value is"],
    ["dont edit anything, just give me an example", "give me an example"],
    ["不要改文件，只要告诉我这几行讲的是什么", "告诉我这几行讲的是什么"],
    ["老师您好，打扰一下，我想请教一下傅里叶变换是什么", "傅里叶变换是什么"],
    ["请问一下，对了，什么是熵", "什么是熵"],
    ["explain, in plain terms, how a heat pump works", "explain how a heat pump works"],
    ["can explain what is inflation or not", "can explain what is inflation?"],
    ["explain recursion for me can?", "explain recursion for me?"],
    ["Kindly explain me about Ohm's law sir", "explain Ohm's law"],
    ["no rush, but what is a closure", "what is a closure"],
    ["sorry for the long message, but the real question is: what is a z-score?", "what is a z-score?"],
    ["不好意思，我的问题是：什么是通胀", "什么是通胀"],
    ["don't explain it yet, first tell me which course has it", "which course has it"],
    ["can you not change anything and just tell me if line 4 is correct?", "if line 4 is correct?"],
  ])("reads %j as %j", (typed, core) => expect(requestCore(typed)).toBe(core));

  it.each([
    "explain it to me if you can",
    "what is it?",
    "i don't get recursion, what is it?",
    "why do we need a mutex anyway?",
    "对了吗",
    "is supply and demand or not a model?",
    "what can you teach?",
    "what is a trash can",
    "in Python, what is a decorator",
    "for a beginner, what is a closure",
    "don't add and subtract work the same way?",
    "explain the final boss",
  ])("leaves %j as it is", (text) => expect(requestCore(text)).toBe(text));

  it("cuts a second request off the first one's subject, and nothing that is one subject", () => {
    expect("the Krebs cycle and then explain glycolysis".replace(SECOND_REQUEST, "")).toBe("the Krebs cycle");
    expect("entropy and also give me an example of it".replace(SECOND_REQUEST, "")).toBe("entropy");
    expect("有丝分裂，然后解释一下减数分裂".replace(SECOND_REQUEST, "")).toBe("有丝分裂");
    expect("supply and demand".replace(SECOND_REQUEST, "")).toBe("supply and demand");
    expect("trial and error".replace(SECOND_REQUEST, "")).toBe("trial and error");
  });
});
