import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";
import { accountSchemas } from "./account-requests";

/**
 * POST /api/auth/sign-up/email (better-auth): creates the account, signs the browser in, and the
 * server moves everything this browser's guest made to it. better-auth asks for a name; until the
 * UI asks for one, the email's local part stands in.
 */
export async function signUp(input: { email: string; password: string }) {
  const schema = async () => (await accountSchemas()).authAnswerSchema;
  const name = input.email.split("@")[0]?.slice(0, 64) || input.email;
  return apiRequest(ACCOUNT_URLS.signUp, { method: "POST", json: { email: input.email, password: input.password, name }, schema });
}
