import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./secret-box";

const SECRET = "a-session-secret-of-at-least-32-characters!";

describe("secret box", () => {
  it("opens what it sealed, and the sealed form shows nothing of the key", () => {
    const key = "sk-live-0123456789abcdefghij";
    const sealed = sealSecret(key, SECRET);
    expect(sealed).not.toContain(key);
    expect(sealed).not.toContain(Buffer.from(key).toString("base64url").slice(0, 12));
    expect(openSecret(sealed, SECRET)).toBe(key);
  });

  it("seals the same key differently each time (a fresh IV)", () => {
    expect(sealSecret("same", SECRET)).not.toBe(sealSecret("same", SECRET));
  });

  it("refuses a value sealed under another secret, tampered with, or malformed", () => {
    const sealed = sealSecret("sk-key", SECRET);
    expect(openSecret(sealed, `${SECRET}-rotated`)).toBeNull();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    expect(openSecret([parts[0], parts[1], parts[2], body.toString("base64url")].join("."), SECRET)).toBeNull();
    expect(openSecret("v2.a.b.c", SECRET)).toBeNull();
    expect(openSecret("not sealed", SECRET)).toBeNull();
  });
});
