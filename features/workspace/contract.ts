/**
 * The workspace feature's contract: the tutor agent, its tools, the prompt
 * block the offline tutor reads back, the limits and the HTTP shapes.
 *
 *   GET    /api/courses/:id/files                        → FileTreeResponse
 *   GET    /api/courses/:id/file?path=…[&start=&end=]    → FileResponse (numbered lines for a range)
 *   PUT    /api/courses/:id/file   FilePutRequest        → FileResponse | 409 (details.current) | 413
 *   DELETE /api/courses/:id/file?path=…[&baseVersion=]   → 204
 *   GET    /api/courses/:id/workspace/chat               → ConversationResponse
 *   POST   /api/courses/:id/workspace/chat               → UI message stream (the tutor turn)
 *   DELETE /api/courses/:id/workspace/chat               → 204 (new conversation; files untouched)
 *
 * Prompt block (`<tag>{json}</tag>`, see lib/ai/prompt-blocks.ts):
 *   workspace-context   the tutor's view of the workspace   WorkspaceContextBlock
 */
import { z } from "zod";
import { localeSchema } from "@/lib/i18n/locale";
import { CLAIMS_FIELD, claimMarksSchema } from "@/lib/ai/turn/claim-marks";
import { TUTOR_MODES } from "@/lib/ai/tutor-mode";

import { AGENT, BLOCK, LEARNING_FILES, WORKSPACE_LIMITS, WORKSPACE_TOOL } from "./contract-constants";

// The constants live apart from the schemas so client code can import them without zod.
export { AGENT, BLOCK, LEARNING_FILES, WORKSPACE_LIMITS, WORKSPACE_TOOL };
export const authorSchema = z.enum(["learner", "tutor", "system"]);
export type FileAuthor = z.infer<typeof authorSchema>;

export const fileEntrySchema = z.object({
  path: z.string(),
  version: z.number().int().min(0),
  bytes: z.number().int().min(0),
  readOnly: z.boolean(),
  lastAuthor: authorSchema,
  updatedAt: z.iso.datetime(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

/** `folders` always holds `notes` and `chapters`, so an empty notes/ folder still shows. */
export const fileTreeResponseSchema = z.object({ files: z.array(fileEntrySchema), folders: z.array(z.string()) });

export const fileResponseSchema = z.object({
  file: fileEntrySchema.extend({
    content: z.string(),
    lineCount: z.number().int().min(0),
    /** Present when a range was asked for: "12| text" lines, 1-based. */
    range: z.object({ start: z.number().int(), end: z.number().int(), numbered: z.string() }).optional(),
  }),
});
export type FileResponse = z.infer<typeof fileResponseSchema>;

const lineNumber = z.number().int().min(1).max(1_000_000);

export const filePutRequestSchema = z.union([
  z.object({ path: z.string().max(1000), content: z.string(), baseVersion: z.number().int().min(0).optional() }).strict(),
  z
    .object({
      path: z.string().max(1000),
      start: lineNumber,
      end: z.number().int().min(0).max(1_000_000),
      text: z.string(),
      baseVersion: z.number().int().min(0),
    })
    .strict(),
  z.object({ path: z.string().max(1000), renameTo: z.string().max(1000), baseVersion: z.number().int().min(0) }).strict(),
]);
export type FilePutRequest = z.infer<typeof filePutRequestSchema>;

/** A `notes/x.md:12-18` chip: the tutor is sent exactly those lines. */
export const fileReferenceSchema = z.object({
  path: z.string().max(1000),
  start: lineNumber,
  end: lineNumber,
});
export type FileReference = z.infer<typeof fileReferenceSchema>;

/** What the tutor is told about the workspace on every turn. */
export const workspaceContextBlockSchema = z.object({
  language: localeSchema,
  courseTitle: z.string(),
  files: z.array(z.object({ path: z.string(), version: z.number().int(), readOnly: z.boolean(), lineCount: z.number().int() })),
  milestones: z.array(z.object({ index: z.number().int(), title: z.string(), done: z.boolean() })),
  /** The file open in the editor when the learner wrote (one of `files`): "is line 3 right?" means a line of it. */
  openFile: z.string().nullable().optional(),
});
export type WorkspaceContextBlock = z.infer<typeof workspaceContextBlockSchema>;

/** A referenced range as the tutor receives it (BLOCK.reference). */
export const referenceBlockSchema = fileReferenceSchema.extend({ version: z.number().int(), numbered: z.string() });
export type ReferenceBlock = z.infer<typeof referenceBlockSchema>;

/**
 * One tutor turn: a new message (with up to 5 line references), the learner's
 * answers to pending proposals, or a retry of the last message. The conversation itself lives on the server.
 */
/** guided: the hint ladder while a question is practised (issue 26); explain: as before. Absent → guided. */
const tutorModeSchema = z.enum(TUTOR_MODES).optional();

export const workspaceChatRequestSchema = z.union([
  z
    .object({
      text: z.string().trim().min(1).max(8000),
      references: z.array(fileReferenceSchema).max(5).default([]),
      /** The file open in the editor: "is line 3 right?" with nothing selected means a line of it. */
      openFile: z.string().max(1000).optional(),
      mode: tutorModeSchema,
    })
    .strict(),
  z
    .object({
      approvals: z
        .array(z.object({ approvalId: z.string().min(1).max(200), approved: z.boolean(), reason: z.string().max(500).optional() }))
        .min(1)
        .max(20),
    })
    .strict(),
  /** Retry after a failed turn: the stored last message is answered again, never stored twice. */
  z.object({ retry: z.literal(true), mode: tutorModeSchema }).strict(),
]);
export type WorkspaceChatRequest = z.infer<typeof workspaceChatRequestSchema>;
export const WORKSPACE_CHAT_BODY_LIMIT_BYTES = 64 * 1024;

/** Why a tutor's write waits for the learner when it need not be theirs to decide (lib/write-gate.ts). */
export const proposalReasonSchema = z.enum(["material-read", "no-change-asked"]);
export type ProposalReason = z.infer<typeof proposalReasonSchema>;

/**
 * What a proposal's approval request carries (AI SDK `approval.requestReason`, a string: this shape as JSON,
 * written by tools/tool-context.ts, read once by lib/proposal-request.ts): the checked unified diff of the
 * change, and why it waits when it is not the learner's own file.
 */
export const proposalRequestSchema = z.object({ diff: z.string(), why: proposalReasonSchema.optional() });
export type ProposalRequest = z.infer<typeof proposalRequestSchema>;

/**
 * Message metadata: the references a learner's message carried (the chips), the server's signatures, and
 * the tutor's claims that no tool of its turn backs (lib/ai/turn/claim-marks.ts), shown beside its answer.
 */
export const workspaceMessageMetadataSchema = z
  .object({
    references: z.array(fileReferenceSchema).optional(),
    signatures: z.record(z.string(), z.string().nullable()).optional(),
    [CLAIMS_FIELD]: claimMarksSchema.optional(),
  })
  .passthrough();
export type WorkspaceMessageMetadata = z.infer<typeof workspaceMessageMetadataSchema>;
