import { WorkspacePage } from "@/app/courses/_lazy/workspace-page";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";

export const generateMetadata = () => localizedTitle("workspace");

/** The course workspace: files, editor and tutor; everything loads in the browser from the owner-scoped API. */
export default async function WorkspaceRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <WorkspacePage key={id} courseId={id} />;
}
