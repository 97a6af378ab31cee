import { describe, expect, it } from "vitest";
import { SseNormalizer } from "./wire-normalizer";

const run = (pieces: string[]) => {
  const usage: [number, number][] = [];
  const normalizer = new SseNormalizer((prompt, completion) => usage.push([prompt, completion]));
  const out = pieces.map((piece) => normalizer.push(piece)).join("") + normalizer.end();
  return { out, usage };
};
const dataOf = (out: string) =>
  out
    .split("\n")
    .filter((line) => line.startsWith("data: {"))
    .map((line) => JSON.parse(line.slice(6)) as { choices: { delta: Record<string, unknown> }[] });

describe("SseNormalizer", () => {
  it("passes lines that need no repair through exactly as they came, split anywhere", () => {
    const wire =
      'data:{"choices":[{"delta":{"content":"Hi \\"usage\\" 你好"}}]}\r\n\r\ndata: {"choices":[{"delta":{"tool_calls":[{"function":{"arguments":"{\\"a\\":1}"}}]}}]}\n\ndata: [DONE]\n\n';
    expect(run([wire]).out).toBe(wire);
    expect(run([wire.slice(0, 17), wire.slice(17, 90), wire.slice(90)]).out).toBe(wire);
  });

  it("turns object or array tool arguments into the JSON string the protocol requires", () => {
    const wire =
      'data: {"choices":[{"delta":{"tool_calls":[{"function":{"arguments" : {"q":"k8s"}}},{"function":{"arguments":[1]}}]}}]}\n\n';
    const [chunk] = dataOf(run([wire]).out);
    const calls = chunk!.choices[0]!.delta.tool_calls as { function: { arguments: unknown } }[];
    expect(calls.map((call) => call.function.arguments)).toEqual(['{"q":"k8s"}', "[1]"]);
  });

  it("copies delta.reasoning to reasoning_content, and reports usage", () => {
    const { out, usage } = run([
      'data: {"choices":[{"delta":{"reasoning":"hmm"}}]}\n\ndata: {"choices":[],"usage":{"prompt_tokens":7,"completion_tokens":3}}\n\n',
    ]);
    expect(dataOf(out)[0]!.choices[0]!.delta.reasoning_content).toBe("hmm");
    expect(usage).toEqual([[7, 3]]);
  });

  it("passes a line it only reads (usage, arguments already a string) exactly as it came, usage reported", () => {
    const wire =
      'data:{"choices":[],"usage":{"prompt_tokens":7,"completion_tokens":3}}\n\ndata: {"choices":[{"delta":{"tool_calls":[{"function":{"arguments":"{}"}}]}}]}\n\n';
    const { out, usage } = run([wire]);
    expect(out).toBe(wire);
    expect(usage).toEqual([[7, 3]]);
  });

  it("reads keys spelled with \\u escapes the way the provider's JSON.parse will", () => {
    const { out, usage } = run([
      'data: {"choices":[{"delta":{"re\\u0061soning":"hmm","tool_calls":[{"function":{"\\u0061rguments":{"q":1}}}]}}],"\\u0075sage":{"prompt_tokens":2,"completion_tokens":1}}\n\n',
    ]);
    const delta = dataOf(out)[0]!.choices[0]!.delta;
    expect(delta.reasoning_content).toBe("hmm");
    expect((delta.tool_calls as { function: { arguments: unknown } }[])[0]!.function.arguments).toBe('{"q":1}');
    expect(usage).toEqual([[2, 1]]);
  });

  it("leaves malformed data lines and a cut-off event to the provider and the fetch", () => {
    const normalizer = new SseNormalizer(() => {});
    expect(normalizer.push('data: {"usage": [\n\ndata: <html>\n\ndata: {"choices"')).toBe('data: {"usage": [\n\ndata: <html>\n\n');
    expect(normalizer.end(true)).toBe("");
  });
});
