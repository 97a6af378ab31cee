import { CourseLibraryPage } from "@/app/courses/lazy-pages";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";

export const generateMetadata = () => localizedTitle("courses");

export default function CoursesPage() {
  return <CourseLibraryPage />;
}
