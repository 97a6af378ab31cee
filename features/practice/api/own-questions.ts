import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, lazyModule } from "@/lib/api/api-client";
import { readState } from "@/lib/api/read-state";
import type { EditableQuestion, NewQuestionRequest, QuestionEdit } from "../contract-own";
import { practiceKeys } from "./practice-requests";

/** The schema of the learner's own question, loaded with the first one (zod stays off the page's first load). */
const ownSchemas = lazyModule(() => import("../contract-own"));
const schema = async () => (await ownSchemas()).editableQuestionSchema;

const itemUrl = (itemId: string) => `/api/practice/items/${encodeURIComponent(itemId)}`;

/** "Make a question from these lines": 201 with the question made, its answer included. */
export function makeQuestion(courseId: string, request: NewQuestionRequest): Promise<EditableQuestion> {
  return apiRequest(`/api/courses/${encodeURIComponent(courseId)}/practice/items`, { method: "POST", json: request, schema });
}

export function getEditableQuestion(itemId: string, signal?: AbortSignal): Promise<EditableQuestion> {
  return apiRequest(itemUrl(itemId), { schema, signal });
}

export function editQuestion(itemId: string, edit: QuestionEdit): Promise<EditableQuestion> {
  return apiRequest(itemUrl(itemId), { method: "PATCH", json: edit, schema });
}

const editableKey = (itemId: string) => [...practiceKeys.all, "editable", itemId] as const;

export function useEditableQuestion(itemId: string) {
  return readState<EditableQuestion>(
    useQuery({ queryKey: editableKey(itemId), queryFn: ({ signal }) => getEditableQuestion(itemId, signal) }),
  );
}

/** A new or edited question changes the course's list, its counts and the figures: read them again. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: practiceKeys.all });
}

export function useMakeQuestion(courseId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (request: NewQuestionRequest) => makeQuestion(courseId, request), onSuccess: refresh });
}

export function useEditQuestion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ itemId, edit }: { itemId: string; edit: QuestionEdit }) => editQuestion(itemId, edit),
    onSuccess: refresh,
  });
}
