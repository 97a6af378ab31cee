import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";
import { accountSchemas } from "./account-requests";

/** POST /api/auth/sign-in/email (better-auth): sets the session cookie; a wrong email or password is 401 invalid_email_or_password. */
export async function signIn(input: { email: string; password: string }) {
  const schema = async () => (await accountSchemas()).authAnswerSchema;
  return apiRequest(ACCOUNT_URLS.signIn, { method: "POST", json: { email: input.email, password: input.password }, schema });
}
