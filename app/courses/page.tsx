import { CourseLibraryPage } from "@/app/courses/_lazy/library-page";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";

export const generateMetadata = () => localizedTitle("courses");

export default function CoursesPage() {
  return <CourseLibraryPage />;
}
