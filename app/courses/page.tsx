import { CourseLibrary } from "@/features/courses/components/course-library";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";

export const generateMetadata = () => localizedTitle({ en: "My courses", zh: "我的课程" });

export default function CoursesPage() {
  return <CourseLibrary />;
}
