import { describe, expect, it } from "vitest";
import { startQueueWorker, type QueueProcessor } from "./queue-worker";
import { isProvablyDead } from "./worker-identity";

type Row = { id: string; attempts: number; retaken: boolean; outcome: "ok" | "throws" | "unrecordable" };

/** A queue in memory: hands out each row once and records what the shell asked of the processor. */
function fakeQueue(rows: Row[], deadClaims = 0) {
  const pending = [...rows];
  const calls: string[] = [];
  const processor: QueueProcessor<Row> = {
    noun: "row",
    claim: async (limit) => pending.splice(0, limit),
    touch: async () => {},
    releaseDeadClaims: async (context) => {
      calls.push(`recover ${context.exclusive}`);
      return deadClaims;
    },
    retaken: (row) => row.retaken,
    abandon: async (row) => void calls.push(`abandon ${row.id}`),
    process: async (row) => {
      calls.push(`process ${row.id}`);
      if (row.outcome !== "ok") throw new Error(row.outcome);
    },
    retry: async (row, error) => {
      calls.push(`retry ${row.id} (${(error as Error).message})`);
      if (row.outcome === "unrecordable") throw new Error("database down");
    },
    settle: async (row) => void calls.push(`settle ${row.id}`),
  };
  return { processor, calls, drained: () => pending.length === 0 };
}

describe("the queue-worker shell", () => {
  it("runs each claimed row to an outcome: abandoned when retaken past the limit, retried when it throws, always settled", async () => {
    const queue = fakeQueue(
      [
        { id: "a", attempts: 1, retaken: false, outcome: "ok" },
        { id: "b", attempts: 2, retaken: false, outcome: "throws" },
        { id: "c", attempts: 4, retaken: true, outcome: "ok" },
        { id: "d", attempts: 4, retaken: false, outcome: "ok" },
        { id: "e", attempts: 1, retaken: false, outcome: "unrecordable" },
      ],
      2,
    );
    const logs: string[] = [];
    const worker = startQueueWorker(
      {
        concurrency: 1,
        pollMs: 5,
        staleMs: 60_000,
        maxAttempts: 3,
        workerId: "box:1:shell",
        exclusiveDatabase: true,
        log: (m) => logs.push(m),
      },
      () => queue.processor,
    );
    // While it runs, its own claims are never a dead worker's.
    expect(isProvablyDead("box:1:shell", { workerId: "other", exclusive: true })).toBe(false);
    while (!queue.drained() || !queue.calls.includes("settle e")) await new Promise((resolve) => setTimeout(resolve, 5));
    await worker.stop();
    expect(isProvablyDead("box:1:shell", { workerId: "other", exclusive: true })).toBe(true);
    expect(queue.calls).toEqual([
      "recover true",
      "process a",
      "settle a",
      "process b",
      "retry b (throws)",
      "settle b",
      "abandon c",
      "settle c",
      "process d",
      "settle d",
      "process e",
      "retry e (unrecordable)",
      "settle e",
    ]);
    expect(logs).toEqual(["released 2 row(s) left in progress by a stopped process", "row e: recording the outcome failed"]);
  });
});
