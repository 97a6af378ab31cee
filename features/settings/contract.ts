import { z } from "zod";
import {
  httpUrlSchema,
  modelIdSchema,
  PRESET_IDS,
  probeResultSchema,
  SEARCH_PROVIDERS,
  storedValuesSchema,
} from "@/lib/instance-settings/settings-shape";

/**
 * The settings feature's wire shapes: GET/PUT /api/settings, POST /api/settings/probe and
 * GET /api/settings/local-servers. No answer ever carries an API key: a key is "set" or not, and
 * the owner alone sees its last four characters.
 */
export const SETTINGS_BODY_LIMIT_BYTES = 8 * 1024;

const apiKeySchema = z
  .string()
  .trim()
  .max(1000, "Use an API key of at most 1000 characters.")
  .regex(/^[\x21-\x7e]*$/, "An API key has no spaces or non-ASCII characters; paste it again.");
const clearable = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]).optional();

/** PUT /api/settings: a value sets, null clears (back to the environment or the default), absent keeps. */
export const settingsPatchSchema = z
  .object({
    preset: clearable(z.enum(PRESET_IDS)),
    baseUrl: clearable(httpUrlSchema),
    apiKey: clearable(apiKeySchema),
    model: clearable(modelIdSchema),
    courseModel: clearable(modelIdSchema),
    embeddingModel: clearable(modelIdSchema),
    searchProvider: clearable(z.enum(SEARCH_PROVIDERS)),
    searxngUrl: clearable(httpUrlSchema),
    tavilyApiKey: clearable(apiKeySchema),
  })
  .strict();
export type SettingsPatchBody = z.infer<typeof settingsPatchSchema>;

const sourceSchema = z.enum(["environment", "settings", "default"]);
const keyStateSchema = z.object({ set: z.boolean(), hint: z.string().nullable() });

export const settingsViewSchema = z.object({
  canEdit: z.boolean(),
  /** What is stored by the owner (null: not set here). */
  stored: storedValuesSchema,
  /** What the app runs on now, each value with where it comes from. */
  active: z.object({
    baseUrl: z.string().nullable(),
    model: z.string(),
    courseModel: z.string(),
    embeddingModel: z.string().nullable(),
    searchProvider: z.enum(SEARCH_PROVIDERS),
    offline: z.boolean(),
    toolCalling: z.enum(["native", "text"]).nullable(),
  }),
  keys: z.object({ apiKey: keyStateSchema, tavilyApiKey: keyStateSchema }),
  sources: z.record(z.string(), sourceSchema),
  probe: probeResultSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type SettingsView = z.infer<typeof settingsViewSchema>;

/** POST /api/settings/probe: the model to test; what is absent is the one in use (its stored key only for its own URL). */
export const probeRequestSchema = z
  .object({ baseUrl: httpUrlSchema.optional(), apiKey: apiKeySchema.optional(), model: modelIdSchema.optional() })
  .strict();
export type ProbeRequest = z.infer<typeof probeRequestSchema>;
export const probeAnswerSchema = z.object({ probe: probeResultSchema });

export const localServerSchema = z.object({
  kind: z.enum(["ollama", "lmstudio"]),
  baseUrl: z.string(),
  models: z.array(z.string()),
});
export type LocalServer = z.infer<typeof localServerSchema>;
export const localServersAnswerSchema = z.object({ servers: z.array(localServerSchema) });
