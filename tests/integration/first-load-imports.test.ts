import { describe, expect, it } from "vitest";
import path from "node:path";
import { clientGraph, readImports } from "@/tests/support/bundle/client-import-graph";

/**
 * Issue 11's first-load budget (≤ 1.5× a bare Next.js app, bench (g)) holds for
 * /create and /chat because nothing they load up front imports zod or the AI
 * SDK: the chat engine comes through a dynamic import (lib/ai/browser/deferred-chat.ts),
 * schemas only needed after a read or a reply likewise (docs/architecture.md).
 * One static import of a schema module from a component would put ~25–100 KB
 * gzip back; this test names the chain that does it.
 */
const ROOT = process.cwd();
/** The workspace page's own chunk (app/courses/_lazy/workspace-page.tsx loads it): what hydrates the workspace. */
const WORKSPACE_CHUNK = "app/courses/[id]/workspace/workspace-with-sources.tsx";
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
    expect(graph.deferred.get("lib/ai/browser/deferred-chat.ts")).toEqual(["./chat-engine"]);
  });

  it("loads the chat engine through named imports only, never a whole SDK namespace", () => {
    // import("ai") keeps every export of ai's single-file build (~140 KB gzip, the gateway and
    // generateText included); ./chat-engine re-exports the two classes the browser runs (~55 KB).
    const { runtime, dynamic } = readImports(path.join(ROOT, "lib/ai/browser/chat-engine.ts"));
    expect(runtime.sort()).toEqual(["@ai-sdk/react", "ai"]);
    expect(dynamic).toEqual([]);
    const graph = clientGraph(ROOT, ["app/layout.tsx", "app/create/page.tsx", "app/chat/page.tsx", WORKSPACE_CHUNK]);
    const wholeSdk = [...graph.deferred].filter(([, specifiers]) => specifiers.some((specifier) => UP_FRONT_FORBIDDEN.test(specifier)));
    expect(wholeSdk).toEqual([]);
  });

  it("leaves what the workspace needs only once the learner acts to later chunks", () => {
    // Tool cards bring the diff library (and motion's m.*); markdown editing brings lang-html, -css and
    // -javascript with their grammars (~80 KB gzip): both load on intent, not with the page (bench (g2)).
    const { graph } = forbidden([WORKSPACE_CHUNK]);
    expect(graph.packages.has("diff")).toBe(false);
    expect(graph.clientFiles.has("features/workspace/components/tool-part-card.tsx")).toBe(false);
    expect(graph.clientFiles.has("features/sources/components/material-step-view.tsx")).toBe(false);
    const editor = readImports(path.join(ROOT, "features/workspace/components/code-editor.tsx"));
    expect(editor.runtime).not.toContain("@codemirror/lang-markdown");
    expect(editor.dynamic).toEqual(["@codemirror/lang-markdown"]);
  });

  it("would name a route whose components import zod up front (the workspace does, within its own budget)", () => {
    const { found } = forbidden([WORKSPACE_CHUNK]);
    expect(found.some((line) => line.startsWith("zod"))).toBe(true);
  });
});

describe("what the first load of a /courses page imports", () => {
  it.each([
    ["app/courses/page.tsx"],
    ["app/courses/[id]/page.tsx"],
    ["app/courses/[id]/chapters/[chapterId]/page.tsx"],
    ["app/courses/[id]/workspace/page.tsx"],
    ["app/courses/[id]/practice/page.tsx"],
    ["app/review/page.tsx"],
  ])("%s reaches the query library, the API client and zod only through its page chunk", (page) => {
    const graph = clientGraph(ROOT, ["app/layout.tsx", page]);
    expect(
      [...graph.packages.keys()].filter((specifier) => specifier.startsWith("@tanstack/") || UP_FRONT_FORBIDDEN.test(specifier)),
    ).toEqual([]);
    expect(graph.clientFiles.has("lib/api/api-client.ts")).toBe(false);
    // The walk does reach the page's entry, whose chunks load beside the first load.
    expect([...graph.clientFiles].some((file) => file.startsWith("app/courses/_lazy/"))).toBe(true);
  });
});
