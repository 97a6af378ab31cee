/**
 * The interview's tool names, re-exported by contract.ts. A module of its own so
 * browser code can name a tool without loading the contract's zod schemas.
 */
export const TOOL = {
  presentOptions: "presentOptions",
  researchTopic: "researchTopic",
  designCurriculum: "designCurriculum",
  searchWeb: "searchWeb",
  submitBrief: "submitBrief",
  submitOutline: "submitOutline",
} as const;
