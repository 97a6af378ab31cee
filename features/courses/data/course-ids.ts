import "server-only";
import { randomBytes } from "node:crypto";

/** Random, unguessable ids (an id alone never grants access: every query also checks the owner). */
export function newId(prefix: "crs" | "ch" | "job"): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}
