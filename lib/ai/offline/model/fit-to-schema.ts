import type { JSONSchema7, JSONSchema7Definition } from "@ai-sdk/provider";
import { clip } from "../text/text-utils";
import { isRecord } from "./lenient-block";

/**
 * A safety net between the roles and the AI SDK. Roles aim to produce valid tool
 * inputs, but a tool's schema is whatever the app passes today; an input that
 * fails validation would surface to the learner as a broken turn. Fitting trims
 * strings, slices arrays, clamps numbers and fills required fields, so the call
 * always validates (JSON Schema subset: what zod's toJSONSchema emits).
 */

type Json = unknown;

function asSchema(definition: JSONSchema7Definition | undefined): JSONSchema7 {
  return typeof definition === "object" ? definition : {};
}

function typeOf(schema: JSONSchema7): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null") ?? schema.type[0];
  if (schema.type) return schema.type;
  if (schema.properties) return "object";
  if (schema.items) return "array";
  return undefined;
}

function branches(schema: JSONSchema7): JSONSchema7[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(asSchema);
}

function minimalString(schema: JSONSchema7): string {
  // Reserved example values (RFC 2606, the epoch): placeholders, never claims.
  if (schema.format === "uri" || schema.format === "url") return "https://example.com";
  if (schema.format === "email") return "user@example.com";
  if (schema.format === "date-time") return "1970-01-01T00:00:00.000Z";
  if (schema.format === "date") return "1970-01-01";
  return "…".repeat(Math.max(1, schema.minLength ?? 1));
}

function minimalNumber(schema: JSONSchema7, integer: boolean): number {
  let value = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  if (schema.maximum !== undefined) value = Math.min(value, schema.maximum);
  return integer ? Math.ceil(value) : value;
}

/** The smallest value that validates: used when a tool must be called but no role knows it. */
export function minimalFromSchema(schema: JSONSchema7, depth = 0): Json {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const options = branches(schema);
  if (options.length > 0) {
    const branch = options.find((option) => typeOf(option) !== "null") ?? options[0];
    return branch ? minimalFromSchema(branch, depth + 1) : null;
  }
  if (schema.allOf?.[0]) return minimalFromSchema(asSchema(schema.allOf[0]), depth + 1);
  switch (typeOf(schema)) {
    case "string":
      return minimalString(schema);
    case "number":
      return minimalNumber(schema, false);
    case "integer":
      return minimalNumber(schema, true);
    case "boolean":
      return false;
    case "null":
      return null;
    case "array": {
      const items = Array.isArray(schema.items) ? asSchema(schema.items[0]) : asSchema(schema.items);
      return Array.from({ length: schema.minItems ?? 0 }, () => minimalFromSchema(items, depth + 1));
    }
    case "object": {
      const out: Record<string, Json> = {};
      if (depth > 8) return out;
      for (const key of schema.required ?? []) out[key] = minimalFromSchema(asSchema(schema.properties?.[key]), depth + 1);
      return out;
    }
    default:
      return null;
  }
}

function fitString(value: unknown, schema: JSONSchema7): Json {
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return minimalString(schema);
  let text = String(value).trim();
  if (schema.maxLength !== undefined && text.length > schema.maxLength) text = clip(text, schema.maxLength);
  if (text.length < (schema.minLength ?? 0)) return minimalString(schema);
  return text;
}

function fitNumber(value: unknown, schema: JSONSchema7, integer: boolean): Json {
  let number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return minimalNumber(schema, integer);
  if (integer) number = Math.round(number);
  if (schema.minimum !== undefined) number = Math.max(number, schema.minimum);
  if (schema.maximum !== undefined) number = Math.min(number, schema.maximum);
  return number;
}

function fitArray(value: unknown, schema: JSONSchema7, depth: number): Json {
  const items = Array.isArray(schema.items) ? asSchema(schema.items[0]) : asSchema(schema.items);
  if (!Array.isArray(value)) return minimalFromSchema(schema, depth);
  const fitted = value.slice(0, schema.maxItems ?? value.length).map((item) => fitToSchema(item, items, depth + 1));
  while (fitted.length < (schema.minItems ?? 0)) fitted.push(minimalFromSchema(items, depth + 1));
  return fitted;
}

function fitObject(value: unknown, schema: JSONSchema7, depth: number): Json {
  if (!isRecord(value)) return minimalFromSchema(schema, depth);
  const properties = schema.properties ?? {};
  const out: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    const propertySchema = properties[key];
    if (propertySchema === undefined) {
      if (schema.additionalProperties === false) continue;
      out[key] = item;
    } else {
      out[key] = fitToSchema(item, asSchema(propertySchema), depth + 1);
    }
  }
  for (const key of schema.required ?? []) {
    if (!(key in out)) out[key] = minimalFromSchema(asSchema(properties[key]), depth + 1);
  }
  return out;
}

export function fitToSchema(value: unknown, schema: JSONSchema7, depth = 0): Json {
  if (depth > 12) return value;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.some((option) => option === value) ? value : schema.enum[0];
  const options = branches(schema);
  if (options.length > 0) {
    if (value === null && options.some((option) => typeOf(option) === "null")) return null;
    const kind = Array.isArray(value) ? "array" : typeof value;
    const match = options.find((option) => {
      const type = typeOf(option);
      return type === kind || (kind === "number" && type === "integer") || (kind === "object" && type === "object");
    });
    return fitToSchema(value, match ?? options[0] ?? {}, depth + 1);
  }
  switch (typeOf(schema)) {
    case "string":
      return fitString(value, schema);
    case "number":
      return fitNumber(value, schema, false);
    case "integer":
      return fitNumber(value, schema, true);
    case "boolean":
      return typeof value === "boolean" ? value : Boolean(value);
    case "array":
      return fitArray(value, schema, depth);
    case "object":
      return fitObject(value, schema, depth);
    default:
      return value;
  }
}
