import { describe, expect, it } from "vitest";
import { inOwnScript, toSimplified } from "./simplified";

describe("written Cantonese read as Mandarin", () => {
  it.each([
    ["唔該解釋下乜嘢係複利", "麻烦解释下什么是复利"],
    ["呢幾行係咩意思", "这几行是啥意思"],
    ["我加嘅PDF有冇講pivot table", "我加的PDF有没讲pivot table"],
    ["每日lunch得半個鐘", "每日lunch只半小时"],
    ["幫我喺筆記度加個例子", "帮我在笔记里加个例子"],
  ])("%s reads as %s, the same length", (typed, read) => {
    expect(toSimplified(typed)).toBe(read);
    expect(toSimplified(typed).length).toBe(typed.length);
  });

  it("keeps the learner's own words for what is read in it", () => {
    expect(inOwnScript("复利", "唔該解釋下乜嘢係複利")).toBe("複利");
  });

  it("leaves Mandarin as it is: 系 stays 系 and 在一定程度 keeps its 度", () => {
    expect(toSimplified("操作系統在一定程度上")).toBe("操作系统在一定程度上");
    expect(toSimplified("關係")).toBe("关系");
    expect(toSimplified("每天一個鐘頭")).toBe("每天一个钟头");
  });
});
