/**
 * Test support (not a test file): one scripted chat-completions server for a test file. It starts
 * before the file's tests and closes after them; before each test it forgets its requests (and goes
 * back to `script`, when one is given), spies are restored, and the logs a misbehaving model makes
 * the app write are muted. The returned server stands for the started one: use it inside tests
 * (the server starts in beforeAll).
 */
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { startScriptedServer, type ScriptedServer } from "./scripted-server";
import type { Script } from "./wire-types";

/** What a suite mutes: console methods, or the process's stdout (where the app's info lines go). */
export type QuietOutput = "error" | "warn" | "info" | "stdout";

export function scriptedServerForSuite(options: { script?: Script; quiet?: readonly QuietOutput[] } = {}): ScriptedServer {
  const { script, quiet = ["error", "warn", "info"] } = options;
  let started: ScriptedServer | undefined;
  beforeAll(async () => {
    started = await startScriptedServer(script);
  });
  afterAll(() => started?.close());
  beforeEach(() => {
    server().reset();
    if (script) server().setScript(script);
    vi.restoreAllMocks();
    for (const output of quiet) {
      if (output === "stdout") vi.spyOn(process.stdout, "write").mockImplementation(() => true);
      else vi.spyOn(console, output).mockImplementation(() => {});
    }
  });
  const server = () => {
    if (!started) throw new Error("the scripted server starts in beforeAll: use it inside tests");
    return started;
  };
  return {
    get baseURL() {
      return server().baseURL;
    },
    get requests() {
      return server().requests;
    },
    get abandoned() {
      return server().abandoned;
    },
    setScript: (next) => server().setScript(next),
    reset: () => server().reset(),
    close: () => server().close(),
  };
}
