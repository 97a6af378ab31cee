import { localizedTitle } from "@/app/courses/_lib/localized-metadata";
import { SettingsPanel } from "@/features/settings/components/settings-panel";
import { PageQueries } from "@/lib/api/query-provider";

export const dynamic = "force-dynamic";
export const generateMetadata = () => localizedTitle("settings");

/** /settings: the instance's model (the owner changes it; everyone sees what is in use, never a key). */
export default function SettingsPage() {
  return (
    <PageQueries>
      <SettingsPanel />
    </PageQueries>
  );
}
