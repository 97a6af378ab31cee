import { describe, expect, it } from "vitest";
import { isProvablyDead, newWorkerId, parseWorkerId, registerLiveWorker } from "./worker-identity";

const self = { workerId: "box:100:self", host: "box", pid: 100, isRunning: (pid: number) => pid === 200 };

describe("isProvablyDead", () => {
  it("on a shared database: only this host's claims whose process is gone, or an earlier process with our pid", () => {
    expect(parseWorkerId(newWorkerId("n1", "box", 7))).toEqual({ host: "box", pid: 7, nonce: "n1" });
    const shared = { ...self, exclusive: false };
    expect(isProvablyDead("box:100:self", shared)).toBe(false);
    expect(isProvablyDead("box:300:old", shared)).toBe(true);
    expect(isProvablyDead("box:100:old", shared)).toBe(true);
    expect(isProvablyDead("box:200:live", shared)).toBe(false);
    expect(isProvablyDead("other:300:x", shared)).toBe(false);
    expect(isProvablyDead("not a worker id", shared)).toBe(false);
  });

  it("on the embedded database (exclusive by its lock): every claim but this process's live workers'", () => {
    const exclusive = { ...self, exclusive: true };
    expect(isProvablyDead("other:300:x", exclusive)).toBe(true);
    expect(isProvablyDead("w1", exclusive)).toBe(true);
    const unregister = registerLiveWorker("sibling:1:x");
    expect(isProvablyDead("sibling:1:x", exclusive)).toBe(false);
    unregister();
    expect(isProvablyDead("sibling:1:x", exclusive)).toBe(true);
  });
});
