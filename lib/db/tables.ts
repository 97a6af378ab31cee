import * as chatSchema from "./chat-schema";
import * as practiceSchema from "./practice-schema";
import * as coreSchema from "./schema";
import * as settingsSchema from "./settings-schema";

/**
 * Every table of the app's database in one object: what Drizzle is given (./client.ts) and what
 * moving a guest's data to an account reads (lib/identity/owner-transfer.ts). A table in a new
 * schema file is added here once, and neither can leave it out.
 */
export const databaseSchema = { ...coreSchema, ...practiceSchema, ...chatSchema, ...settingsSchema };
