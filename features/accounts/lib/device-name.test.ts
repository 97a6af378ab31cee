import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name";

describe("a session's device in words", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox", "Windows"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge",
      "macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari",
      "iOS",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome",
      "Android",
    ],
  ])("%s", (agent, browser, system) => {
    expect(deviceName(agent)).toEqual({ browser, system });
  });

  it("says nothing it cannot tell", () => {
    expect(deviceName(null)).toEqual({ browser: null, system: null });
    expect(deviceName("curl/8.5.0")).toEqual({ browser: null, system: null });
  });
});
