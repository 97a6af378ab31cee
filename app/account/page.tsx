import { AccountSettingsPage } from "@/app/_compose/account-pages";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";

export const dynamic = "force-dynamic";
export const generateMetadata = () => localizedTitle("account");

export default function AccountPage() {
  return <AccountSettingsPage />;
}
