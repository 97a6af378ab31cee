import { ReviewPage } from "@/app/courses/_lazy/review-page";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";

export const generateMetadata = () => localizedTitle("review");

/** One review queue across all the learner's courses (GET /api/review/due), read in the browser. */
export default function ReviewRoute() {
  return <ReviewPage />;
}
