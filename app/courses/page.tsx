import { CourseLibrary } from "@/features/courses/components/course-library";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";

export const generateMetadata = () => localizedTitle("courses");

export default function CoursesPage() {
  return <CourseLibrary />;
}
