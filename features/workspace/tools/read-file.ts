import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { tool, type UIToolInvocation } from "ai";
import { isAppError } from "@/lib/errors";
import { checkReadRange, lineCount, numberedLines } from "../lib/line-text";
import { readFileInputSchema, readFileOutputSchema } from "../lib/tool-schemas";
import { checkWorkspacePath } from "../lib/workspace-path";
import { readWorkspaceFile } from "../data/file-storage";
import type { WorkspaceToolContext } from "./tool-context";

const MAX_LINES = 400;
/** The model sees at most this much of a read; the learner's UI gets the whole result. */
const MODEL_CHARS = 6000;

export function createReadFileTool(context: WorkspaceToolContext) {
  return tool({
    description:
      "Read a workspace file (or lines start..end) as numbered lines with its version. Read before you edit: every edit needs the version.",
    inputSchema: cachedSchema(readFileInputSchema),
    outputSchema: cachedSchema(readFileOutputSchema),
    execute: async ({ path, start, end }) => {
      const check = checkWorkspacePath(path, "read");
      if (!check.ok) return { ok: false as const, error: check.message };
      try {
        const { entry, content } = await readWorkspaceFile(context.db, context.ownerId, context.courseId, check.path);
        const count = lineCount(content);
        const from = start ?? 1;
        const to = Math.min(end ?? count, from + MAX_LINES - 1);
        if (count > 0) {
          const range = checkReadRange(content, from, end ?? Math.max(to, from));
          if (!range.ok) return { ok: false as const, error: `${check.path}: ${range.message}` };
        }
        return {
          ok: true as const,
          path: check.path,
          version: entry.version,
          lineCount: count,
          start: count ? from : 0,
          end: count ? to : 0,
          numbered: count ? numberedLines(content, from, to) : "",
          truncated: count > 0 && to < (end ?? count),
        };
      } catch (error) {
        if (isAppError(error) && error.status < 500) return { ok: false as const, error: error.message };
        throw error;
      }
    },
    // The compact form: long reads are cut for the model with a note on how to read the rest.
    toModelOutput: ({ output }) => {
      if (!output.ok) return { type: "error-text", value: output.error };
      const head = `${output.path} (version ${output.version}, ${output.lineCount} lines; showing ${output.start}-${output.end})`;
      const body =
        output.numbered.length > MODEL_CHARS
          ? `${output.numbered.slice(0, MODEL_CHARS)}\n… cut here: read a smaller range to see more.`
          : output.numbered;
      return { type: "text", value: `${head}${output.truncated ? " — more lines follow; read the next range" : ""}\n${body}` };
    },
  });
}

export type ReadFileUIInvocation = UIToolInvocation<ReturnType<typeof createReadFileTool>>;
