import { describe, expect, it } from "vitest";
import type { GroundedPassage } from "@/lib/ai/offline/model/grounding";
import { searchGrounding, tutorTurn } from "@/tests/support/workspace/offline-tutor-kit";
import { createWorkspaceTutor } from "./workspace-tutor";

/**
 * "Add an example of X to my note" when the material gives X as code: a bounded, self-contained piece
 * of it, formatted as written (fenced, indented), cited by the lines it took — never a whole long
 * block, never flattened to one line. In English and Chinese.
 */
const tutor = createWorkspaceTutor(searchGrounding);

const MANIFEST = [
  "A Pod wraps one or more containers. For example, this Pod runs one container:",
  "",
  "```yaml",
  "apiVersion: v1",
  "kind: Pod",
  "metadata:",
  "  name: web",
  "  labels:",
  "    app: web",
  "    tier: frontend",
  "  annotations:",
  "    owner: team-a",
  "spec:",
  "  restartPolicy: Always",
  "  nodeSelector:",
  "    disk: ssd",
  "  containers:",
  "    - name: web",
  "      image: nginx:1.25",
  "      ports:",
  "        - containerPort: 80",
  "      resources:",
  "        limits:",
  "          memory: 128Mi",
  "  volumes:",
  "    - name: cache",
  "      emptyDir: {}",
  "  dnsPolicy: ClusterFirst",
  "  hostname: web-0",
  "  priority: 0",
  "  serviceAccountName: default",
  "```",
  "",
  "Apply it with kubectl apply -f pod.yaml.",
];
const FIRST_LINE = 40;

function passage(lines: readonly string[], path: string | null = "sources/pods.md"): GroundedPassage {
  const numbered = lines.map((text, i) => ({ n: FIRST_LINE + i, text }));
  const flat = lines.join(" ").replace(/\s+/g, " ");
  return {
    ref: "S1",
    citation: path
      ? `${path}:${FIRST_LINE}-${FIRST_LINE + lines.length - 1}`
      : `Pods.pdf, lines ${FIRST_LINE}–${FIRST_LINE + lines.length - 1}`,
    path,
    lineStart: FIRST_LINE,
    lineEnd: FIRST_LINE + lines.length - 1,
    sentence: flat.slice(0, 200),
    snippet: flat.slice(0, 280),
    lines: numbered,
    ...(path ? {} : { citeLines: (start: number, end: number) => `Pods.pdf, lines ${start}–${end}` }),
  };
}

const writtenOf = (reply: ReturnType<typeof tutor>) => {
  const input = reply.toolCall?.input as { text?: string; content?: string } | undefined;
  return input?.text ?? input?.content ?? "";
};
const lineAt = (n: number) => MANIFEST[n - FIRST_LINE];

describe.each([
  ["en", "add an example of a container to my note"],
  ["zh", "在我的笔记里加一个 container 的例子"],
] as const)("an example given as code (%s)", (lang, ask) => {
  it("takes the lines about the subject from a long block: fenced, indented as written, cited by their own lines", () => {
    const reply = tutor(tutorTurn(lang, ask, { found: [passage(MANIFEST)] }));
    const written = writtenOf(reply);
    expect(written).toContain("```yaml\ncontainers:\n  - name: web\n    image: nginx:1.25\n    ports:\n      - containerPort: 80\n");
    expect(written).not.toContain("apiVersion");
    expect(written).not.toContain("volumes:");
    // The citation names exactly the lines taken, and they are those lines of the source.
    const cited = /sources\/pods\.md:(\d+)-(\d+)/.exec(written);
    expect(cited).not.toBeNull();
    const [start, end] = [Number(cited![1]), Number(cited![2])];
    expect(lineAt(start)).toBe("  containers:");
    expect(lineAt(end)).toBe("          memory: 128Mi");
    expect(end - start + 1).toBeLessThanOrEqual(12);
    expect(reply.text).toContain(`sources/pods.md:${start}-${end}`);
  });

  it("copies a short block whole, and cites an upload by its own lines", () => {
    const short = ["For example, one container:", "```yaml", "containers:", "  - name: web", "    image: nginx:1.25", "```"];
    const written = writtenOf(tutor(tutorTurn(lang, ask, { found: [passage(short, null)] })));
    expect(written).toContain("```yaml\ncontainers:\n  - name: web\n    image: nginx:1.25\n```");
    expect(written).toContain(`Pods.pdf, lines ${FIRST_LINE + 2}–${FIRST_LINE + 4}`);
  });

  it("keeps code that looks like markup inside its fence", () => {
    const tricky = ["```js", "const container = { name: '{topic}' };", "// ``` not a fence end", "```"];
    const written = writtenOf(tutor(tutorTurn(lang, ask, { found: [passage(tricky)] })));
    expect(written).toContain("````js\nconst container = { name: '{topic}' };\n// ``` not a fence end\n````");
  });
});
