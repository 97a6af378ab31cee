import { localizedTitle } from "@/app/courses/_lib/localized-metadata";
import { InterviewPage } from "@/features/interview/components/interview-page";

export const generateMetadata = () => localizedTitle("create");

export default async function CreatePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <InterviewPage goal={first(params.goal)} id={first(params.id)} />
    </div>
  );
}
