import { CoursePracticePage } from "@/app/courses/_lazy/practice-page";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";

export const generateMetadata = () => localizedTitle("practice");

/** A course's practice (GET /api/courses/:id/practice), read in the browser; the page only passes the id. */
export default async function CoursePracticeRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CoursePracticePage key={id} courseId={id} />;
}
