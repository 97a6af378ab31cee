import "server-only";
import { z } from "zod";

/**
 * Server environment, validated once. Empty strings count as unset so that a
 * copied `.env.example` with blank values still means "offline".
 */
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const envSchema = z.object({
  LLM_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LLM_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  LLM_MODEL: z.preprocess(emptyToUndefined, z.string().default("gpt-4o-mini")),
  LLM_COURSE_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Time to the first byte of a model answer (non-streamed sub-agent answers arrive whole, so keep it generous). */
  LLM_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(120_000)),
  /** Overrides LLM_TIMEOUT_MS for the first byte when set. */
  LLM_FIRST_BYTE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).optional()),
  /** Longest silence allowed between chunks of a streamed answer; a slow but steady stream is never cut. */
  LLM_IDLE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(60_000)),
  /**
   * How agents call tools: "native" (the server's tool calling), "text" (a JSON-in-text protocol for servers
   * without it, lib/ai/text-protocol/), or "auto" (native until a turn shows the model cannot, then text).
   */
  LLM_TOOL_CALLING: z.preprocess(emptyToUndefined, z.enum(["native", "text", "auto"]).default("auto")),
  TAVILY_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  TAVILY_BASE_URL: z.preprocess(emptyToUndefined, z.url().default("https://api.tavily.com")),
  SEARXNG_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SEARCH_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(500).max(60_000).default(10_000)),
  /** PostgreSQL; when unset the embedded PGlite database lives in NEXUSNOTE_DATA_DIR. */
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
  ),
  NEXUSNOTE_DATA_DIR: z.preprocess(emptyToUndefined, z.string().default(".data")),
  /** Signs the guest cookie and keys the accounts' sessions; generated into the data directory when absent. */
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  /**
   * Emails whose accounts are the instance's owners (besides its first account), comma-separated;
   * compared case-insensitively, as better-auth stores emails lowercased.
   */
  OWNER_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(10_000)
      .default("")
      .transform((list) => list.split(",").map((email) => email.trim().toLowerCase()))
      .pipe(z.array(z.union([z.literal(""), z.email("must be a comma-separated list of emails")])))
      .transform((emails) => emails.filter(Boolean)),
  ),
  /**
   * Mail for accounts (password reset links, address confirmations): an smtp:// or smtps:// URL with
   * its user and password, and the From address. Both or neither; without them no mail is sent.
   */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .refine((url) => /^smtps?:\/\//i.test(url), "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  SMTP_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(320)
      .refine((from) => /^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(from.trim()), "must be an email, or a name and <email>")
      .optional(),
  ),
  GENERATION_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(16).default(2)),
  GENERATION_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10).default(3)),
  /** A claim older than this is considered abandoned (its worker crashed) and is taken again. */
  GENERATION_STALE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(3_600_000).default(180_000)),
  GENERATION_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(50).max(60_000).default(1000)),
  /** The share of reviews FSRS schedules a learner to recall when a question comes due (features/practice). */
  PRACTICE_DESIRED_RETENTION: z.preprocess(emptyToUndefined, z.coerce.number().min(0.7).max(0.99).default(0.9)),
  /** "off" runs a process that serves pages but writes no chapters (other processes do). */
  GENERATION_WORKER: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("on")),
  /** Embedding model for semantic search over sources (features/sources); unset → keyword search only. */
  EMBEDDING_MODEL: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  /** OpenAI-compatible endpoint for embeddings; falls back to LLM_BASE_URL. */
  EMBEDDING_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Falls back to LLM_API_KEY. */
  EMBEDDING_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Cosine similarity from which a passage found by embeddings counts as relevant (features/sources/server/embedder.ts). */
  EMBEDDING_MIN_SIMILARITY: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1).default(0.5)),
  /** "off" runs a process that reads no uploads (other processes do); GENERATION_WORKER=off turns it off too. */
  SOURCES_WORKER: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("on")),
  SOURCES_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(8).default(1)),
  SOURCES_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10).default(3)),
  /** A claim older than this (its worker crashed) is taken again. */
  SOURCES_STALE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(3_600_000).default(120_000)),
  SOURCES_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(50).max(60_000).default(1000)),
  /** Requests per identity per minute on the AI routes (/api/chat, /api/interview); 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(30)),
  /** Requests per client address per minute on the AI routes, whatever the identity; 0 turns it off. */
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(120)),
  /** Model tokens (prompt + completion, sub-agents included) per guest identity per UTC day; 0 turns it off. */
  GUEST_DAILY_TOKEN_BUDGET: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1e12).default(300_000)),
  /** Model tokens per client address per UTC day, however many identities it uses; 0 turns it off. */
  ADDRESS_DAILY_TOKEN_BUDGET: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1e12).default(1_500_000)),
  /** Reverse proxies in front of the app that append to X-Forwarded-For (0: the app faces clients directly). */
  TRUSTED_PROXY_HOPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  /** Test hook: simulated latency of the offline model per streamed chunk. */
  OFFLINE_MODEL_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(2000).default(0)),
});

const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (Boolean(env.SMTP_URL) !== Boolean(env.SMTP_FROM)) {
    context.addIssue({
      code: "custom",
      path: [env.SMTP_URL ? "SMTP_FROM" : "SMTP_URL"],
      message: "SMTP_URL and SMTP_FROM are set together",
    });
  }
});

export type ServerEnv = z.infer<typeof envSchema>;

let cached: ServerEnv | undefined;

export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = checkedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment configuration: ${problems}. See .env.example.`);
  }
  return parsed.data;
}

export function serverEnv(): ServerEnv {
  cached ??= readServerEnv();
  return cached;
}
