import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { textProtocolParams } from "./tool-instructions";

const params: LanguageModelV4CallOptions = {
  prompt: [
    { role: "system", content: "You are a tutor." },
    { role: "user", content: [{ type: "text", text: "Read my note" }] },
    { role: "assistant", content: [{ type: "tool-call", toolCallId: "c1", toolName: "readFile", input: { path: "a.md" } }] },
    {
      role: "tool",
      content: [{ type: "tool-result", toolCallId: "c1", toolName: "readFile", output: { type: "json", value: { text: "# A" } } }],
    },
    { role: "user", content: [{ type: "text", text: "<turn-context>{}</turn-context>" }] },
  ],
  tools: [
    {
      type: "function",
      name: "readFile",
      description: "Read a file.",
      inputSchema: { type: "object", properties: { path: { type: "string" } } },
    },
    { type: "function", name: "editFile", description: "Edit a file.", inputSchema: { type: "object", properties: {} } },
  ],
  toolChoice: { type: "tool", toolName: "readFile" },
  providerOptions: { nexusnote: { agentId: "a" } },
};

describe("the text-protocol request", () => {
  it("has no tools or tool choice, the forced tool described with its JSON schema in the system prompt, and a reminder last", () => {
    const request = textProtocolParams(params);
    expect(request.tools).toBeUndefined();
    expect(request.toolChoice).toBeUndefined();
    const system = request.prompt[0];
    expect(system?.role).toBe("system");
    const text = system?.role === "system" ? system.content : "";
    expect(text).toMatch(/^You are a tutor\.\n\n# Tools/);
    expect(text).toContain('### readFile\nRead a file.\nInput JSON schema: {"type":"object","properties":{"path":{"type":"string"}}}');
    expect(text).not.toContain("### editFile");
    expect(text).toContain('You must use the tool "readFile" now.');
    expect(JSON.stringify(request.prompt.at(-1))).toContain("Answer now by using the tool");
  });

  it("earlier calls become the JSON the model would write, results become user text; no tool roles, no two users in a row", () => {
    const request = textProtocolParams({ ...params, toolChoice: { type: "auto" } });
    expect(request.prompt.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(JSON.stringify(request.prompt[2])).toContain(
      JSON.stringify(JSON.stringify({ tool: "readFile", input: { path: "a.md" } })).slice(1, -1),
    );
    expect(JSON.stringify(request.prompt[3])).toContain('Tool result (readFile): {\\"text\\":\\"# A\\"}');
    const system = request.prompt[0];
    expect(system?.role === "system" && system.content).toContain("If no tool is needed, answer in plain text");
  });
});
