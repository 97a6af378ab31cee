import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";

/** Random, unguessable ids (an id alone never grants access: every query also checks the owner). */
export function newId(prefix: "crs" | "ch" | "job"): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

/** What a course or chapter id in a URL may look like; anything else cannot exist (→ 404). */
export const entityIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
