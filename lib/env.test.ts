import { describe, expect, it } from "vitest";
import { readServerEnv } from "./env";

describe("readServerEnv", () => {
  it("an empty environment means offline with defaults", () => {
    expect(readServerEnv({})).toEqual({
      LLM_BASE_URL: undefined,
      LLM_API_KEY: undefined,
      LLM_MODEL: "gpt-4o-mini",
      LLM_COURSE_MODEL: undefined,
      LLM_TIMEOUT_MS: 120_000,
      LLM_FIRST_BYTE_TIMEOUT_MS: undefined,
      LLM_IDLE_TIMEOUT_MS: 60_000,
      LLM_TOOL_CALLING: "auto",
      TAVILY_API_KEY: undefined,
      TAVILY_BASE_URL: "https://api.tavily.com",
      SEARXNG_URL: undefined,
      SEARCH_TIMEOUT_MS: 10_000,
      DATABASE_URL: undefined,
      NEXUSNOTE_DATA_DIR: ".data",
      SESSION_SECRET: undefined,
      OWNER_EMAILS: [],
      SMTP_URL: undefined,
      SMTP_FROM: undefined,
      GENERATION_CONCURRENCY: 2,
      GENERATION_MAX_ATTEMPTS: 3,
      GENERATION_STALE_MS: 180_000,
      GENERATION_POLL_MS: 1000,
      PRACTICE_DESIRED_RETENTION: 0.9,
      GENERATION_WORKER: "on",
      EMBEDDING_MODEL: undefined,
      EMBEDDING_BASE_URL: undefined,
      EMBEDDING_API_KEY: undefined,
      EMBEDDING_MIN_SIMILARITY: 0.5,
      SOURCES_WORKER: "on",
      SOURCES_CONCURRENCY: 1,
      SOURCES_MAX_ATTEMPTS: 3,
      SOURCES_STALE_MS: 120_000,
      SOURCES_POLL_MS: 1000,
      RATE_LIMIT_PER_MINUTE: 30,
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: 120,
      GUEST_DAILY_TOKEN_BUDGET: 300_000,
      ADDRESS_DAILY_TOKEN_BUDGET: 1_500_000,
      TRUSTED_PROXY_HOPS: 0,
      OFFLINE_MODEL_DELAY_MS: 0,
    });
  });

  it("PRACTICE_DESIRED_RETENTION: a share FSRS can schedule for, refused outside 0.7–0.99", () => {
    expect(readServerEnv({ PRACTICE_DESIRED_RETENTION: "0.85" }).PRACTICE_DESIRED_RETENTION).toBe(0.85);
    for (const value of ["1", "0.5", "ninety"])
      expect(() => readServerEnv({ PRACTICE_DESIRED_RETENTION: value })).toThrow(/PRACTICE_DESIRED_RETENTION/);
  });

  it("refuses a DATABASE_URL that is not PostgreSQL and a short SESSION_SECRET, naming them", () => {
    expect(() => readServerEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => readServerEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("OWNER_EMAILS: a comma-separated list, trimmed and lowercased; anything that is not an email is refused by name", () => {
    expect(readServerEnv({ OWNER_EMAILS: " Ada@Example.org , bob@example.com," }).OWNER_EMAILS).toEqual([
      "ada@example.org",
      "bob@example.com",
    ]);
    expect(readServerEnv({ OWNER_EMAILS: "  " }).OWNER_EMAILS).toEqual([]);
    expect(() => readServerEnv({ OWNER_EMAILS: "ada@example.org, not-an-email" })).toThrow(/OWNER_EMAILS/);
  });

  it("SMTP_URL and SMTP_FROM: an smtp(s):// URL and a From address, set together or not at all", () => {
    const mail = { SMTP_URL: "smtps://user:pass@mail.example.org:465", SMTP_FROM: "NexusNote <notes@example.org>" };
    expect(readServerEnv(mail)).toMatchObject(mail);
    expect(readServerEnv({ ...mail, SMTP_FROM: "notes@example.org" }).SMTP_FROM).toBe("notes@example.org");
    expect(() => readServerEnv({ ...mail, SMTP_URL: "https://mail.example.org" })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => readServerEnv({ ...mail, SMTP_FROM: "notes" })).toThrow(/SMTP_FROM/);
    expect(() => readServerEnv({ SMTP_URL: mail.SMTP_URL })).toThrow(/SMTP_FROM: SMTP_URL and SMTP_FROM are set together/);
    expect(() => readServerEnv({ SMTP_FROM: mail.SMTP_FROM })).toThrow(/SMTP_URL: SMTP_URL and SMTP_FROM are set together/);
  });

  it("blank strings (a copied .env.example) count as unset", () => {
    const blank = {
      LLM_BASE_URL: "",
      LLM_API_KEY: "  ",
      LLM_MODEL: "",
      LLM_COURSE_MODEL: "",
      LLM_TIMEOUT_MS: "",
      TAVILY_API_KEY: "",
      TAVILY_BASE_URL: " ",
      SEARXNG_URL: "",
      SEARCH_TIMEOUT_MS: "",
      OFFLINE_MODEL_DELAY_MS: "",
      RATE_LIMIT_PER_MINUTE: "",
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: "",
      GUEST_DAILY_TOKEN_BUDGET: "",
      ADDRESS_DAILY_TOKEN_BUDGET: "",
      TRUSTED_PROXY_HOPS: "",
    };
    expect(readServerEnv(blank)).toEqual(readServerEnv({}));
  });

  it("RATE_LIMIT_PER_MINUTE: a count, 0 = off, nonsense refused", () => {
    expect(readServerEnv({ RATE_LIMIT_PER_MINUTE: "0" }).RATE_LIMIT_PER_MINUTE).toBe(0);
    expect(readServerEnv({ RATE_LIMIT_PER_MINUTE: "120" }).RATE_LIMIT_PER_MINUTE).toBe(120);
    expect(() => readServerEnv({ RATE_LIMIT_PER_MINUTE: "-1" })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => readServerEnv({ RATE_LIMIT_PER_MINUTE: "lots" })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it("the address limit, the daily token budgets and the proxy hops: counts, 0 = off, nonsense refused", () => {
    const env = readServerEnv({
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: "0",
      GUEST_DAILY_TOKEN_BUDGET: "50000",
      ADDRESS_DAILY_TOKEN_BUDGET: "0",
      TRUSTED_PROXY_HOPS: "2",
    });
    expect(env).toMatchObject({
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: 0,
      GUEST_DAILY_TOKEN_BUDGET: 50_000,
      ADDRESS_DAILY_TOKEN_BUDGET: 0,
      TRUSTED_PROXY_HOPS: 2,
    });
    expect(() => readServerEnv({ GUEST_DAILY_TOKEN_BUDGET: "-5" })).toThrow(/GUEST_DAILY_TOKEN_BUDGET/);
    expect(() => readServerEnv({ ADDRESS_DAILY_TOKEN_BUDGET: "1.5" })).toThrow(/ADDRESS_DAILY_TOKEN_BUDGET/);
    expect(() => readServerEnv({ TRUSTED_PROXY_HOPS: "99" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it("reads configured values, coercing numbers", () => {
    const env = readServerEnv({
      LLM_BASE_URL: "http://127.0.0.1:11434/v1",
      LLM_API_KEY: "sk-test",
      LLM_MODEL: "qwen2.5",
      LLM_TIMEOUT_MS: "30000",
      SEARXNG_URL: "http://127.0.0.1:8888",
      SEARCH_TIMEOUT_MS: "2500",
    });
    expect(env).toMatchObject({
      LLM_BASE_URL: "http://127.0.0.1:11434/v1",
      LLM_API_KEY: "sk-test",
      LLM_MODEL: "qwen2.5",
      LLM_TIMEOUT_MS: 30_000,
      SEARXNG_URL: "http://127.0.0.1:8888",
      SEARCH_TIMEOUT_MS: 2500,
    });
  });

  it.each(["LLM_BASE_URL", "SEARXNG_URL", "TAVILY_BASE_URL"])("an invalid URL in %s is an error naming the variable", (name) => {
    expect(() => readServerEnv({ [name]: "not a url" })).toThrow(new RegExp(`Invalid environment configuration: ${name}`));
  });

  it("an out-of-range or non-numeric timeout is an error naming the variable", () => {
    expect(() => readServerEnv({ LLM_TIMEOUT_MS: "5" })).toThrow(/LLM_TIMEOUT_MS/);
    expect(() => readServerEnv({ SEARCH_TIMEOUT_MS: "soon" })).toThrow(/SEARCH_TIMEOUT_MS/);
  });

  it("the error does not echo the bad value (it could be a secret)", () => {
    expect(() => readServerEnv({ LLM_BASE_URL: "sk-live-abcdef" })).toThrow(/See \.env\.example\./);
    try {
      readServerEnv({ LLM_BASE_URL: "sk-live-abcdef" });
    } catch (error) {
      expect((error as Error).message).not.toContain("sk-live-abcdef");
    }
  });
});

describe("model timeouts", () => {
  it("first-byte and idle limits are validated numbers; nonsense is refused with the variable's name", () => {
    expect(readServerEnv({ LLM_FIRST_BYTE_TIMEOUT_MS: "5000", LLM_IDLE_TIMEOUT_MS: "2500" })).toMatchObject({
      LLM_FIRST_BYTE_TIMEOUT_MS: 5000,
      LLM_IDLE_TIMEOUT_MS: 2500,
    });
    expect(() => readServerEnv({ LLM_IDLE_TIMEOUT_MS: "soon" })).toThrow(/LLM_IDLE_TIMEOUT_MS/);
    expect(readServerEnv({ LLM_TOOL_CALLING: "text" }).LLM_TOOL_CALLING).toBe("text");
    expect(() => readServerEnv({ LLM_TOOL_CALLING: "sometimes" })).toThrow(/LLM_TOOL_CALLING/);
    expect(() => readServerEnv({ LLM_FIRST_BYTE_TIMEOUT_MS: "-1" })).toThrow(/LLM_FIRST_BYTE_TIMEOUT_MS/);
  });
});
