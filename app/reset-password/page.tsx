import { ResetPasswordForm } from "@/features/accounts/components/reset-password-form";
import { localizedTitle } from "@/app/courses/_lib/localized-metadata";

export const dynamic = "force-dynamic";
export const generateMetadata = () => localizedTitle("resetPassword");

/** Where a mailed reset link lands: better-auth adds `token`, or `error` for an expired or used link. */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; error?: string | string[] }>;
}) {
  const { token, error } = await searchParams;
  const usable = typeof token === "string" && token.length > 0 && token.length < 512 && !error ? token : null;
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">
      <ResetPasswordForm token={usable} />
    </div>
  );
}
