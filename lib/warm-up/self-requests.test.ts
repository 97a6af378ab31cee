import { describe, expect, it } from "vitest";
import { ownOrigin } from "./self-requests";

describe("ownOrigin", () => {
  it("is the origin next start recorded when its port opened", () => {
    expect(ownOrigin({ __NEXT_PRIVATE_ORIGIN: "http://localhost:3312", PORT: "3312" })).toBe("http://localhost:3312");
  });

  it("falls back to loopback on PORT, and is null when the port is unknown", () => {
    expect(ownOrigin({ PORT: "4100" })).toBe("http://127.0.0.1:4100");
    expect(ownOrigin({ __NEXT_PRIVATE_ORIGIN: "not a url", PORT: "4100" })).toBe("http://127.0.0.1:4100");
    expect(ownOrigin({})).toBeNull();
    expect(ownOrigin({ PORT: "0" })).toBeNull();
    expect(ownOrigin({ PORT: "http" })).toBeNull();
  });
});
