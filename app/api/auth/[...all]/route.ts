import { authRoute } from "@/lib/http/auth-route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** better-auth's own endpoints (sign-up/email, sign-in/email, sign-out, get-session, …): lib/http/auth-route.ts. */
export const { GET, POST } = authRoute();
