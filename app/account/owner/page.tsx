import { OwnerAccountsPage } from "@/app/_compose/account-pages";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";

export const dynamic = "force-dynamic";
export const generateMetadata = () => localizedTitle("owner");

export default function OwnerPage() {
  return <OwnerAccountsPage />;
}
