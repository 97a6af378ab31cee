import type { Metadata } from "next";
import { InterviewPage } from "@/features/interview/components/interview-page";

export const metadata: Metadata = { title: "Create a course · NexusNote" };

export default async function CreatePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <InterviewPage goal={first(params.goal)} id={first(params.id)} />
    </div>
  );
}
