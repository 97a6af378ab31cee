/** Limits the browser and the server share; no imports, so client bundles stay small. */
export const INTERVIEW_BODY_LIMIT_BYTES = 512 * 1024;
export const MAX_USER_TEXT_LENGTH = 4000;
