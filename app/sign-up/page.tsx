import { AccountPage } from "@/app/_compose/account-pages";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";

export const dynamic = "force-dynamic";
export const generateMetadata = () => localizedTitle("signUp");

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  return <AccountPage mode="sign-up" next={typeof next === "string" ? next : null} />;
}
