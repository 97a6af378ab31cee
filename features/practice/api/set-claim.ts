import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import { practiceKeys } from "./practice-requests";

export const claimUrl = (courseId: string, chapterId: string) =>
  `/api/courses/${encodeURIComponent(courseId)}/practice/claims/${encodeURIComponent(chapterId)}`;

/** "I already know this" on a chapter (claimed) or withdrawn: the learner's claim, which mastery shows but never counts. */
export async function setClaim(courseId: string, chapterId: string, claimed: boolean): Promise<void> {
  await apiRequest(claimUrl(courseId, chapterId), { method: "PUT", json: { claimed } });
}

export function useSetClaim(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chapterId, claimed }: { chapterId: string; claimed: boolean }) => setClaim(courseId, chapterId, claimed),
    onSuccess: () => client.invalidateQueries({ queryKey: practiceKeys.mastery(courseId) }),
  });
}
