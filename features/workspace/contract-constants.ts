/**
 * The workspace contract's plain constants (agent id, tool names, prompt block
 * tags, limits, system file names), apart from its zod schemas so client code
 * can import them without shipping zod. ./contract.ts re-exports all of them.
 */
export const AGENT = {
  workspaceTutor: "nexusnote-workspace-tutor",
} as const;

export const WORKSPACE_TOOL = {
  readFile: "readFile",
  editFile: "editFile",
  replaceLines: "replaceLines",
  createFile: "createFile",
  setMilestone: "setMilestone",
} as const;

export const BLOCK = {
  workspaceContext: "workspace-context",
  /** Sent with the learner's message: exactly the referenced lines, numbered. */
  reference: "workspace-reference",
} as const;

/** Limits per file and per course; over them a write gets 413 naming the limit. */
export const WORKSPACE_LIMITS = {
  fileBytes: 256 * 1024,
  filesPerCourse: 200,
  totalBytes: 4 * 1024 * 1024,
  pathLength: 160,
  pathDepth: 5,
  segmentLength: 80,
} as const;

/** The files the system writes when a course is confirmed (the tutor maintains them). */
export const LEARNING_FILES = {
  guidance: "guidance.md",
  milestones: "milestones.md",
  groundTruth: "ground-truth.md",
} as const;
