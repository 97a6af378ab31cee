import { ChapterPage } from "@/app/courses/_lazy/chapter-page";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";
import { OfflineModelNotice } from "@/components/offline-model-notice";

// The client refines it to the course title once loaded.
export const generateMetadata = () => localizedTitle("chapter");

export default async function ChapterRoute({ params }: { params: Promise<{ id: string; chapterId: string }> }) {
  const { id, chapterId } = await params;
  // Keyed: prev/next navigation shows the next chapter's loading state, not the last chapter's text.
  return (
    <>
      <OfflineModelNotice />
      <ChapterPage key={`${id}/${chapterId}`} courseId={id} chapterId={chapterId} />
    </>
  );
}
