import { joinQuoted } from "./content/brief-phrases";
import { INTERVIEW_PHRASES } from "./content/interview-phrases";
import type { BriefView } from "./interview-options";
import { clip, interpolate } from "@/lib/ai/offline/text/text-utils";
import type { Locale } from "@/lib/i18n/locales";

/** "Quick context: most learners go A → B → C." Only on the first question, where it shows the research paid off. */
export function insight(view: BriefView, lang: Locale): string {
  const phrases = INTERVIEW_PHRASES[lang];
  if (view.learningPath.length >= 3 || (view.material.length > 0 && view.learningPath.length >= 2)) {
    const path = view.learningPath
      .slice(0, 3)
      .map((stage) => clip(stage, 80).replace(/…$/, ""))
      .join(" → ");
    // The learner attached a document: say the course follows it, the way a tutor would, by its full title (the subject is its short form).
    if (view.material.length > 0) {
      return interpolate(
        phrases.insightMaterial,
        {
          titles: joinQuoted(
            view.material.map((title) => clip(title, 200)),
            lang,
          ),
          path,
        },
        lang,
      );
    }
    return interpolate(phrases.insightPath, { path }, lang);
  }
  const trend = view.trends[0];
  return trend ? interpolate(phrases.insightTrend, { trend: clip(trend, 160).replace(/[.。]$/, "") }, lang) : "";
}
