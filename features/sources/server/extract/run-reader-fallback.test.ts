import { afterAll, expect, it, vi } from "vitest";
import { buildDocx } from "@/tests/support/sources/docx-builder";
import { readParts } from "./worker/read-parts.mjs";

/**
 * When no worker can be started (a build that lost the entry file, a platform without threads),
 * files are still read, on this thread, and the operator is told once — not once per file.
 */
const mode = vi.hoisted(() => ({ current: "throws" as "throws" | "missing-entry" }));

vi.mock("node:worker_threads", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:worker_threads")>();
  const { EventEmitter } = await import("node:events");
  class BrokenWorker extends EventEmitter {
    constructor() {
      super();
      if (mode.current === "throws") throw new Error("threads are not available here");
      const error = Object.assign(new Error("Cannot find module extract-worker.mjs"), { code: "ERR_MODULE_NOT_FOUND" });
      queueMicrotask(() => this.emit("error", error));
    }
    terminate() {
      return Promise.resolve(1);
    }
  }
  return { ...actual, Worker: BrokenWorker };
});

const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
afterAll(() => logged.mockRestore());

it("reads on this thread when the worker cannot start, and logs that once", async () => {
  const { readOffThread } = await import("./run-reader");
  const docx = buildDocx([{ heading: 1, text: "Fallback" }, { paragraph: "Still read." }]);
  const expected = await readParts({ type: "docx", bytes: docx });
  expect(await readOffThread({ type: "docx", bytes: docx })).toEqual(expected);
  mode.current = "missing-entry";
  expect(await readOffThread({ type: "html", html: "<h1>Page</h1><p>Also read.</p>" })).toMatchObject({
    parts: [expect.stringContaining("Also read.")],
  });
  expect(logged).toHaveBeenCalledTimes(1);
  expect(String(logged.mock.calls[0]?.[0])).toMatch(/extraction worker unavailable/);
});

it("still reports the file's own failure with its reason on the fallback path", async () => {
  const { readOffThread } = await import("./run-reader");
  const error = await readOffThread({ type: "docx", bytes: new TextEncoder().encode("PK\u0003\u0004 not a zip") }).catch(
    (caught: unknown) => caught,
  );
  expect(error).toMatchObject({ name: "SourceExtractionError", reason: "corrupt" });
});
