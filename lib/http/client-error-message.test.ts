import { describe, expect, it } from "vitest";
import { errorResponse, AppError } from "@/lib/errors";
import { clientErrorMessage, clientErrorMessage as publicErrorMessage, readApiError } from "./client-error-message";

const chatErrorMessage = clientErrorMessage;

describe("publicErrorMessage", () => {
  it("no error → null", () => {
    expect(publicErrorMessage(undefined)).toBeNull();
  });

  it("reads our JSON error body (as useChat reports a failed request)", async () => {
    const body = await errorResponse(new AppError("payload_too_large", "A message is too long."), "test").text();
    expect(publicErrorMessage(new Error(body))).toEqual({ code: "payload_too_large", message: "A message is too long." });
  });

  it("a stream error message is shown as it is", () => {
    const message = "The model took too long to answer. Your conversation is kept: retry.";
    expect(publicErrorMessage(new Error(message))).toEqual({ code: "stream", message });
  });

  it.each(["Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"])(
    "a browser network failure (%s) → network, with no raw text",
    (message) => {
      expect(publicErrorMessage(new TypeError(message))).toEqual({ code: "network", message: "" });
    },
  );

  it.each([
    "Failed to load chunk /_next/static/chunks/0vmag7vxppg5q.js from module 964698",
    "Loading chunk 231 failed.",
    "Failed to fetch dynamically imported module: http://127.0.0.1:3100/_next/static/chunks/a.js",
    "Importing a module script failed.",
  ])("code the page could not download (%s) → network, never the bundler's words", (message) => {
    expect(publicErrorMessage(new Error(message))).toEqual({ code: "network", message: "" });
  });

  it("JSON that is not our error shape is treated as a plain message", () => {
    expect(publicErrorMessage(new Error('{"detail":"nope"}'))).toEqual({ code: "stream", message: '{"detail":"nope"}' });
  });
});

describe("clientErrorMessage in the chat", () => {
  it("reads the route's JSON error (429 keeps its message)", () => {
    const body = JSON.stringify({
      error: { code: "rate_limited", message: "Too many messages; try again in 20 s.", details: { retryAfterSeconds: 20 } },
    });
    expect(chatErrorMessage(new Error(body))).toEqual({ code: "rate_limited", message: "Too many messages; try again in 20 s." });
  });
  it("recognises network failures and passes stream errors through", () => {
    expect(chatErrorMessage(new Error("Failed to fetch"))?.code).toBe("network");
    expect(chatErrorMessage(new Error("The tutor stopped."))).toEqual({ code: "stream", message: "The tutor stopped." });
    expect(chatErrorMessage(undefined)).toBeNull();
  });
});

describe("readApiError", () => {
  it("reads errorResponse's body, keeping only the code and the sentence", async () => {
    const body: unknown = await errorResponse(new AppError("not_found", "No such course."), "test").json();
    expect(readApiError(body)).toEqual({ code: "not_found", message: "No such course." });
    expect(readApiError({ error: { code: "bad", message: "Bad.", details: { field: "x" } } })).toEqual({ code: "bad", message: "Bad." });
  });

  it.each([
    null,
    undefined,
    "error",
    42,
    [],
    [{ error: { code: "a", message: "b" } }],
    {},
    { error: null },
    { error: "Bad request" },
    { error: [] },
    { error: { code: "bad" } },
    { error: { message: "Bad." } },
    { error: { code: 400, message: "Bad." } },
    { error: { code: "bad", message: { text: "Bad." } } },
    { detail: "nope" },
  ])("anything else (%j) → null", (body) => {
    expect(readApiError(body)).toBeNull();
  });

  it("does not read inherited properties as the error", () => {
    const inherited = Object.create({ error: { code: "x", message: "y" } }) as unknown;
    expect(readApiError(inherited)).toBeNull();
  });
});
