import "server-only";
import { z } from "zod";
import { unpatchedFetch } from "@/lib/ai/model-fetch";
import type { LocalServer } from "../contract";

/**
 * Model servers on this machine, found when the settings page opens: Ollama and LM Studio on their
 * usual ports. Only these fixed loopback addresses are ever contacted here; any other address is
 * contacted only by a probe the owner asked for with a URL they typed. Each look is bounded by a
 * short timeout, so a page opening on a machine with neither costs well under a second.
 */
export const LOCAL_SERVERS: readonly { kind: LocalServer["kind"]; origin: string }[] = [
  { kind: "ollama", origin: "http://127.0.0.1:11434" },
  { kind: "lmstudio", origin: "http://127.0.0.1:1234" },
];
const LOOK_MS = 800;

const openAiModelsSchema = z.object({ data: z.array(z.object({ id: z.string().min(1).max(200) })).max(1000) });
const ollamaTagsSchema = z.object({ models: z.array(z.object({ name: z.string().min(1).max(200) })).max(1000) });

async function getJson(fetcher: typeof fetch, url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

async function look(fetcher: typeof fetch, kind: LocalServer["kind"], origin: string, timeoutMs: number): Promise<LocalServer | null> {
  const baseUrl = `${origin}/v1`;
  try {
    const models = openAiModelsSchema.parse(await getJson(fetcher, `${baseUrl}/models`, timeoutMs));
    return { kind, baseUrl, models: models.data.map((model) => model.id) };
  } catch {
    // Older Ollama answers only its own /api/tags.
    if (kind !== "ollama") return null;
    try {
      const tags = ollamaTagsSchema.parse(await getJson(fetcher, `${origin}/api/tags`, timeoutMs));
      return { kind, baseUrl, models: tags.models.map((model) => model.name) };
    } catch {
      return null;
    }
  }
}

export async function detectLocalServers(
  options: { fetch?: typeof fetch; timeoutMs?: number; servers?: typeof LOCAL_SERVERS } = {},
): Promise<LocalServer[]> {
  const fetcher = options.fetch ?? unpatchedFetch();
  const found = await Promise.all(
    (options.servers ?? LOCAL_SERVERS).map((server) => look(fetcher, server.kind, server.origin, options.timeoutMs ?? LOOK_MS)),
  );
  return found.filter((server): server is LocalServer => server !== null);
}
