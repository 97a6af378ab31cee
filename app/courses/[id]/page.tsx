import { CoursePage } from "@/app/courses/_lazy/course-page";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";

// The client refines it to the course title once loaded.
export const generateMetadata = () => localizedTitle("course");

/** The course is fetched in the browser (and polled while chapters are written), so the page only passes the id. */
export default async function CourseRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Keyed by id: another course starts from a fresh state, never the previous one's.
  return <CoursePage key={id} courseId={id} />;
}
