import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { AppError, errorResponse, isAppError, sayError, toPublicError } from "./errors";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("AppError", () => {
  it.each([
    ["bad_request", 400],
    ["invalid_json", 400],
    ["payload_too_large", 413],
    ["unsupported_media_type", 415],
    ["not_found", 404],
    ["rate_limited", 429],
    ["model_failed", 502],
    ["internal", 500],
  ] as const)("%s → HTTP %i", (code, status) => {
    expect(new AppError(code, "x").status).toBe(status);
  });

  it("an explicit status wins", () => {
    expect(new AppError("model_failed", "x", { status: 504 }).status).toBe(504);
  });

  it("is recognised by isAppError, plain errors are not", () => {
    expect(isAppError(new AppError("internal", "x"))).toBe(true);
    expect(isAppError(new Error("x"))).toBe(false);
    expect(isAppError({ code: "internal", message: "x" })).toBe(false);
  });
});

describe("toPublicError", () => {
  it("shows an AppError's code and safe message, never its cause", () => {
    const error = new AppError("model_failed", "The model failed.", { cause: new Error("sk-secret-key leaked in provider text") });
    const shown = toPublicError(error);
    expect(shown).toEqual({ code: "model_failed", message: "The model failed." });
    expect(JSON.stringify(shown)).not.toContain("sk-secret");
  });

  it("includes details when there are some", () => {
    expect(toPublicError(new AppError("rate_limited", "Slow down.", { details: { retryAfterSeconds: 5 } }))).toEqual({
      code: "rate_limited",
      message: "Slow down.",
      details: { retryAfterSeconds: 5 },
    });
  });

  it.each([
    ["an Error", new Error("ECONNREFUSED 10.0.0.3:5432 password=hunter2")],
    ["a string", "internal path /srv/app/secret.ts"],
    ["undefined", undefined],
  ])("hides the message of %s behind a generic sentence", (_label, error) => {
    const shown = toPublicError(error);
    expect(shown.code).toBe("internal");
    expect(shown.message).toBe("Something went wrong on our side. Please try again.");
  });
});

describe("errorResponse", () => {
  it("answers an AppError with its status and a JSON { error } body", async () => {
    const response = errorResponse(new AppError("bad_request", "The request is invalid."), "test");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    await expect(response.json()).resolves.toEqual({ error: { code: "bad_request", message: "The request is invalid." } });
  });

  it("answers anything else with 500 and logs it on the server", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = errorResponse(new Error("db password=hunter2"), "interview");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("hunter2");
    expect(log).toHaveBeenCalledWith("[interview]", expect.any(Error));
  });

  it("does not log client errors", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    errorResponse(new AppError("bad_request", "x"), "interview");
    expect(log).not.toHaveBeenCalled();
  });

  it("sets Retry-After for rate_limited", () => {
    const response = errorResponse(new AppError("rate_limited", "Slow down.", { details: { retryAfterSeconds: 30 } }), "test");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
  });

  it("no Retry-After without a retry time, nor for other errors", () => {
    expect(errorResponse(new AppError("rate_limited", "Slow down."), "test").headers.get("retry-after")).toBeNull();
    expect(
      errorResponse(new AppError("bad_request", "x", { details: { retryAfterSeconds: 30 } }), "test").headers.get("retry-after"),
    ).toBeNull();
  });
});

describe("the public sentence in the asker's language", () => {
  const [ENGLISH, CHINESE] = LOCALES;

  it("says a named sentence in each language, with its values, and keeps the code", () => {
    const limited = sayError("rate_limited", { key: "tooFastYou", values: () => ({ seconds: 1 }) }, { details: { retryAfterSeconds: 1 } });
    expect(toPublicError(limited, ENGLISH)).toEqual({
      code: "rate_limited",
      message: "You're sending messages faster than the tutor can answer. Try again in 1 second.",
      details: { retryAfterSeconds: 1 },
    });
    expect(toPublicError(limited, CHINESE)).toEqual({
      code: "rate_limited",
      message: "你发消息的速度超过了导师回答的速度。请 1 秒后再试。",
      details: { retryAfterSeconds: 1 },
    });
    expect(limited.message).toBe(toPublicError(limited, ENGLISH).message);
  });

  it.each(["bad_request", "not_found", "conflict", "payload_too_large", "rate_limited", "model_failed", "internal"] as const)(
    "a %s written only in English reaches a Chinese reader as its code's Chinese sentence; the English one is logged",
    async (code) => {
      const info = vi.spyOn(console, "info").mockImplementation(() => {});
      vi.spyOn(console, "error").mockImplementation(() => {});
      const error = new AppError(code, "Chapter ch_42 of course crs_9 is gone.");
      const response = errorResponse(error, "api/test", CHINESE);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(response.status).toBe(error.status);
      expect(body.error.code).toBe(code);
      expect(body.error.message).toMatch(/\p{Script=Han}/u);
      expect(body.error.message).not.toMatch(/ch_42|crs_9/);
      if (error.status < 500) expect(info).toHaveBeenCalledWith(expect.stringContaining("Chapter ch_42 of course crs_9 is gone."));
    },
  );

  it("an error made with its own sentence in each language says that sentence to each reader, not its code's", async () => {
    const error = new AppError("conflict", { en: "This question was deleted, so it cannot be edited.", zh: "这道题已被删除，无法编辑。" });
    expect(error.message).toBe("This question was deleted, so it cannot be edited.");
    expect(toPublicError(error, ENGLISH).message).toBe("This question was deleted, so it cannot be edited.");
    expect(toPublicError(error, CHINESE).message).toBe("这道题已被删除，无法编辑。");
    const body = (await errorResponse(error, "api/test", CHINESE).json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: "conflict", message: "这道题已被删除，无法编辑。" });
  });

  it("never shows an unexpected error's text, in any language", () => {
    for (const locale of LOCALES) expect(toPublicError(new Error("db password"), locale).message).not.toContain("password");
  });
});
