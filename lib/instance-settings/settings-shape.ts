import { z } from "zod";

/**
 * The shapes of the instance's model settings as stored (lib/db/settings-schema.ts) and as the
 * probe reports them. Shared by the store, the model registry's overlay and the settings feature.
 */
export const PRESET_IDS = ["openai", "deepseek", "openrouter", "dashscope", "ollama", "lmstudio", "vllm", "llamacpp", "custom"] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export const SEARCH_PROVIDERS = ["none", "tavily", "searxng"] as const;
export type SearchProviderId = (typeof SEARCH_PROVIDERS)[number];

/**
 * Control characters and lone surrogates (half an emoji, cut): no server's URL or model name has them,
 * a URL parser quietly re-encodes them, and the database refuses them in the JSON the settings and the
 * probe are kept in (a 500 where the owner should hear what to fix).
 */
const NO_BROKEN_TEXT = /^[^\p{Cc}\p{Cs}]*$/u;

/** An http(s) URL of at most 500 characters (a model server, a SearXNG instance). */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(500, "Use a URL of at most 500 characters.")
  .regex(NO_BROKEN_TEXT, "A URL has no control characters or broken characters; type or paste it again.")
  .pipe(z.url({ protocol: /^https?$/, error: "Enter an http:// or https:// URL, such as http://127.0.0.1:11434/v1." }));

/** A model id as servers name them ("gpt-4o-mini", "qwen2.5:7b", "deepseek-ai/DeepSeek-V3"). */
export const modelIdSchema = z
  .string()
  .trim()
  .min(1, "Enter a model name.")
  .max(200, "Use a model name of at most 200 characters.")
  .regex(/^[^\s\p{Cc}]+$/u, "A model name has no spaces or control characters.")
  .regex(NO_BROKEN_TEXT, "A model name has no broken characters (half of an emoji or symbol); type or paste it again.");

export const storedValuesSchema = z.object({
  preset: z.enum(PRESET_IDS).nullable().default(null),
  baseUrl: z.string().nullable().default(null),
  model: z.string().nullable().default(null),
  courseModel: z.string().nullable().default(null),
  embeddingModel: z.string().nullable().default(null),
  searchProvider: z.enum(SEARCH_PROVIDERS).nullable().default(null),
  searxngUrl: z.string().nullable().default(null),
});
export type StoredValues = z.infer<typeof storedValuesSchema>;

/** Sealed (lib/instance-settings/secret-box.ts), never plain. */
export const storedSecretsSchema = z.object({ apiKey: z.string().optional(), tavilyApiKey: z.string().optional() });
export type StoredSecrets = z.infer<typeof storedSecretsSchema>;

export const PROBE_CHECKS = ["reachable", "streams", "callsTool", "obeysForcedTool", "singleCall", "jsonSchema", "leaksReasoning"] as const;
export type ProbeCheck = (typeof PROBE_CHECKS)[number];

export const PROBED_FEATURES = ["interview", "course", "tutors", "sources"] as const;
export type ProbedFeature = (typeof PROBED_FEATURES)[number];

/** Why a model could not be reached, for the page to say in the owner's language. */
export const PROBE_ERRORS = ["unreachable", "timeout", "refused_key", "not_found", "not_openai", "failed"] as const;
export type ProbeError = (typeof PROBE_ERRORS)[number];

/** works: as designed; fallback: completes another way (the text protocol, keyword search); broken: will not work. */
export const VERDICTS = ["works", "fallback", "broken"] as const;

export const probeResultSchema = z.object({
  target: z.object({ baseUrl: z.string(), model: z.string() }),
  at: z.string(),
  durationMs: z.number(),
  checks: z.object(Object.fromEntries(PROBE_CHECKS.map((check) => [check, z.boolean()])) as Record<ProbeCheck, z.ZodBoolean>),
  firstTokenMs: z.number().nullable(),
  tokensPerSecond: z.number().nullable(),
  /** Why the model could not be reached, or null. */
  error: z.enum(PROBE_ERRORS).nullable(),
  verdicts: z.array(z.object({ feature: z.enum(PROBED_FEATURES), verdict: z.enum(VERDICTS), reasons: z.array(z.enum(PROBE_CHECKS)) })),
});
export type ProbeResult = z.infer<typeof probeResultSchema>;
