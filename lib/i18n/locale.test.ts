import { describe, expect, it } from "vitest";
import { negotiateLocale, resolveLocale } from "./locale";

describe("negotiateLocale", () => {
  it.each([
    ["zh-CN,zh;q=0.9,en;q=0.8", "zh"],
    ["zh-TW", "zh"],
    ["ZH", "zh"],
    ["en-US,en;q=0.9,zh-CN;q=0.8", "en"],
    ["fr-FR, zh-CN;q=0.5", "zh"],
    ["fr-FR,de;q=0.5", "en"],
    ["", "en"],
    ["*", "en"],
  ])("Accept-Language %j → %s", (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it("reads navigator.languages", () => {
    expect(negotiateLocale(["zh-Hans-CN", "en"])).toBe("zh");
    expect(negotiateLocale(["de-DE", "en-GB"])).toBe("en");
    expect(negotiateLocale([])).toBe("en");
  });

  it("no preferences → en", () => {
    expect(negotiateLocale(null)).toBe("en");
    expect(negotiateLocale(undefined)).toBe("en");
  });
});

describe("resolveLocale", () => {
  it("a valid cookie wins over the header", () => {
    expect(resolveLocale("zh", "en-US")).toBe("zh");
    expect(resolveLocale("en", "zh-CN")).toBe("en");
  });

  it("a missing or invalid cookie falls back to the header", () => {
    expect(resolveLocale(undefined, "zh-CN")).toBe("zh");
    expect(resolveLocale("klingon", "zh-CN")).toBe("zh");
    expect(resolveLocale("", null)).toBe("en");
  });
});
