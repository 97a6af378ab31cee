/**
 * Test support for the offline workspace tutor (not a test file): a grounding double whose search
 * results are the passages a test gives, and one learner turn (text, selected lines, search results)
 * in a small workspace.
 */
import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { BLOCK, type WorkspaceContextBlock } from "@/features/workspace/contract";
import type { GroundedPassage, OfflineGrounding } from "@/lib/ai/offline/model/grounding";
import type { RoleContext } from "@/lib/ai/offline/model/role-context";
import { renderBlock } from "@/lib/ai/prompt-blocks";
import type { Locale } from "@/lib/i18n/locales";

export const searchGrounding: OfflineGrounding = {
  searchCall: (_ctx, query) => ({ toolCall: { toolName: "search", input: { query } } }),
  results: (ctx, ids) =>
    ctx.prompt.flatMap((message) =>
      message.role === "tool"
        ? message.content.flatMap((part) =>
            part.type === "tool-result" && part.toolName === "search" && ids.has(part.toolCallId) && part.output.type === "json"
              ? [{ ok: true as const, query: "q", passages: part.output.value as unknown as GroundedPassage[] }]
              : [],
          )
        : [],
    ),
};

export const tutorWorkspace = (language: Locale): WorkspaceContextBlock => ({
  language,
  courseTitle: "ML",
  files: [
    { path: "ground-truth.md", version: 2, readOnly: false, lineCount: 6 },
    { path: "notes/loss.md", version: 3, readOnly: false, lineCount: 8 },
    { path: "chapters/01-01-loss.md", version: 1, readOnly: true, lineCount: 0 },
  ],
  milestones: [{ index: 0, title: "Loss", done: false }],
});

export const groundedPassage = (sentence: string, snippet = sentence, path = "chapters/01-01-loss.md"): GroundedPassage => ({
  ref: "S1",
  citation: `${path}:12-14`,
  path,
  lineStart: 12,
  lineEnd: 14,
  sentence,
  snippet,
});

export interface TurnOptions {
  /** Selected lines, numbered from line 3 of `path`. */
  lines?: string;
  path?: string;
  found?: GroundedPassage[];
  /** The file open in the editor, sent with the message. */
  openFile?: string;
  /** This turn's readFile result, before any search. */
  read?: unknown;
}

export function tutorTurn(language: Locale, text: string, options: TurnOptions = {}): RoleContext {
  const content: { type: "text"; text: string }[] = [{ type: "text", text }];
  if (options.lines) {
    const rows = options.lines.split("\n");
    const numbered = rows.map((line, index) => `${index + 3}| ${line}`).join("\n");
    const block = { path: options.path ?? "notes/loss.md", start: 3, end: 2 + rows.length, version: 3, numbered };
    content.push({ type: "text", text: renderBlock(BLOCK.reference, block) });
  }
  const prompt: LanguageModelV4Prompt = [
    { role: "system", content: renderBlock(BLOCK.workspaceContext, { ...tutorWorkspace(language), openFile: options.openFile ?? null }) },
    { role: "user", content },
  ];
  if (options.read !== undefined) {
    prompt.push({ role: "assistant", content: [{ type: "tool-call", toolCallId: "r1", toolName: "readFile", input: {} }] });
    prompt.push({
      role: "tool",
      content: [{ type: "tool-result", toolCallId: "r1", toolName: "readFile", output: { type: "json", value: options.read as never } }],
    });
  }
  if (options.found) {
    prompt.push({ role: "assistant", content: [{ type: "tool-call", toolCallId: "c1", toolName: "search", input: {} }] });
    prompt.push({
      role: "tool",
      content: [{ type: "tool-result", toolCallId: "c1", toolName: "search", output: { type: "json", value: options.found as never } }],
    });
  }
  const tools = ["search", "readFile", "editFile", "replaceLines", "createFile", "setMilestone"];
  return { prompt, tools: new Map(tools.map((name) => [name, { type: "object" }])), choice: { mode: "auto" }, responseFormat: undefined };
}

/** An earlier exchange: what the learner said (with selected lines, numbered from line 3), and the reply. */
export interface EarlierExchange {
  said: string;
  lines?: string;
  reply: string;
}

/** The turn with the given exchanges before it, oldest first (as the server's stored conversation sends them). */
export function afterExchanges(turn: RoleContext, exchanges: EarlierExchange[]): RoleContext {
  const earlier: LanguageModelV4Prompt = exchanges.flatMap((exchange) => {
    const said = tutorTurn("en", exchange.said, { lines: exchange.lines }).prompt[1]!;
    return [said, { role: "assistant" as const, content: [{ type: "text" as const, text: exchange.reply }] }];
  });
  const [system, ...rest] = turn.prompt;
  return { ...turn, prompt: [system!, ...earlier, ...rest] };
}
