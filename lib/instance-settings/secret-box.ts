import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * API keys at rest: AES-256-GCM under a key derived by HKDF-SHA256 from the instance's session
 * secret (lib/identity/session-secret.ts), with its own `info` so the key is used for nothing
 * else. A sealed value is "v1.<iv>.<tag>.<ciphertext>" (base64url); a changed secret or a
 * tampered value fails to open (GCM's tag), and the caller treats the key as not set.
 */
const INFO = "nexusnote:instance-settings:api-keys:v1";
const SALT = "nexusnote-instance-settings";
const IV_BYTES = 12;

function derivedKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, SALT, INFO, 32));
}

export function sealSecret(plain: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(secret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The plain value, or null when it was sealed under another secret or altered. */
export function openSecret(sealed: string, secret: string): string | null {
  const [version, iv, tag, body, ...rest] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derivedKey(secret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
