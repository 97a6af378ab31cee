/**
 * The schemas the browser parses practice answers with. The operation files load this module with
 * import() (practice-requests.ts), so zod reaches the browser only once there is an answer to check.
 */
import { z } from "zod";
import { GUIDED_DATA_PART, guidedViewSchema } from "../contract";

export {
  attemptListSchema,
  attemptResponseSchema,
  dueResponseSchema,
  masteryResponseSchema,
  practiceListResponseSchema,
  progressSummarySchema,
} from "../contract";

/**
 * GET /api/chat/guided?session=<id> → { data }: a chat session's ladder view as its last turn left it
 * (one without a question when the session is unknown or another owner's). A view that does not read
 * is no view: the panel shows only the switch.
 */
export const guidedDataResponseSchema = z
  .object({ data: z.object({ [GUIDED_DATA_PART]: guidedViewSchema.nullable().catch(null) }) })
  .transform((body) => body.data[GUIDED_DATA_PART]);
