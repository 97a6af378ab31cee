import { ApiError } from "@/lib/api/api-error";
import { fallbackErrorText } from "./error-text-fallback";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./account-paths";

/** The error sentences of features/accounts/components/account-messages.ts. */
export interface ErrorTexts {
  invalidCredentials: string;
  exists: string;
  passwordTooShort: (values: { min: number }) => string;
  passwordTooLong: (values: { max: number }) => string;
  invalidEmail: string;
  tooManyFromNetwork: string;
  tooManyForAccount: string;
  network: string;
  other: (values: { message: string }) => string;
}

/**
 * A sentence a person can act on for a failed sign-in or sign-up: better-auth's codes as our API
 * carries them (lib/http/auth-route.ts lowers them into `error.code`), in the UI's language.
 */
export function authErrorText(error: unknown, t: ErrorTexts): string {
  if (!(error instanceof ApiError)) return t.network;
  switch (error.code) {
    case "invalid_email_or_password":
      return t.invalidCredentials;
    case "user_already_exists":
    case "user_already_exists_use_another_email":
      return t.exists;
    case "password_too_short":
      return t.passwordTooShort({ min: PASSWORD_MIN_LENGTH });
    case "password_too_long":
      return t.passwordTooLong({ max: PASSWORD_MAX_LENGTH });
    case "invalid_email":
      return t.invalidEmail;
    case "rate_limited":
      return t.tooManyFromNetwork;
    case "too_many_attempts":
      return t.tooManyForAccount;
    default:
      return fallbackErrorText(error, t);
  }
}
