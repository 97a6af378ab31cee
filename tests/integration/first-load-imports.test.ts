import { describe, expect, it } from "vitest";
import { clientGraph } from "@/tests/support/bundle/client-import-graph";

/**
 * Issue 11's first-load budget (≤ 1.5× a bare Next.js app, bench (g)) holds for
 * /create and /chat because nothing they load up front imports zod or the AI
 * SDK: the chat engine comes through a dynamic import (lib/ai/deferred-chat.ts),
 * schemas only needed after a read or a reply likewise (docs/architecture.md).
 * One static import of a schema module from a component would put ~25–100 KB
 * gzip back; this test names the chain that does it.
 */
const ROOT = process.cwd();
const UP_FRONT_FORBIDDEN = /^(zod($|\/)|ai$|ai\/|@ai-sdk\/)/;

function forbidden(entries: string[]) {
  const graph = clientGraph(ROOT, ["app/layout.tsx", ...entries]);
  const found = [...graph.packages].filter(([specifier]) => UP_FRONT_FORBIDDEN.test(specifier));
  return { graph, found: found.map(([specifier, chain]) => `${specifier} ← ${chain.join(" ← ")}`) };
}

describe("what the first load of a chat page imports", () => {
  it.each([["app/create/page.tsx"], ["app/chat/page.tsx"]])("%s reaches no zod and no AI SDK module statically", (page) => {
    const { graph, found } = forbidden([page]);
    expect(found).toEqual([]);
    // The walk really reaches the chat UI and sees its deferred engine, so an empty list means something.
    expect(graph.clientFiles.has("hooks/use-deferred-chat.ts")).toBe(true);
    expect(graph.deferred.get("lib/ai/deferred-chat.ts")).toEqual(expect.arrayContaining(["@ai-sdk/react", "ai"]));
  });

  it("would name a route whose components import zod up front (the workspace does, within its own budget)", () => {
    const { found } = forbidden(["app/courses/[id]/workspace/page.tsx"]);
    expect(found.some((line) => line.startsWith("zod"))).toBe(true);
  });
});
