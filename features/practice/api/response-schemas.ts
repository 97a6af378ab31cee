/**
 * The schemas the browser parses practice answers with. The operation files load this module with
 * import() (practice-requests.ts), so zod reaches the browser only once there is an answer to check.
 */
export {
  attemptListSchema,
  attemptResponseSchema,
  dueResponseSchema,
  masteryResponseSchema,
  practiceListResponseSchema,
  progressSummarySchema,
} from "../contract";
