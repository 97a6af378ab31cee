/**
 * The tutor chat's tool names, re-exported by contract.ts. A module of its own so
 * browser code can name a tool without loading the contract's zod schemas.
 */
export const CHAT_TOOL = {
  offerOptions: "offerOptions",
  deepDive: "deepDive",
  lookupCourses: "lookupCourses",
  searchMyCourses: "searchMyCourses",
  startCourse: "startCourse",
  updateLearnerNote: "updateLearnerNote",
} as const;
