import "server-only";
import { turnModels, type ModelsByRole } from "@/lib/ai/turn-model";
import type { UsageSink } from "@/lib/ai/usage-meter";
import { aiSubjectOf, appAiGuard, type AiSubject } from "./ai-guard";
import {
  buildRoute,
  type CourseRouteContext,
  type CourseRouteSpec,
  type ResolvedContext,
  type RouteContext,
  type RouteSpec,
} from "./route-context";
import type { ParamsOf, RouteParams } from "./route-params";

/**
 * The AI routes: route()/courseRoute() plus, as the last step, the guard (per-minute limits and
 * daily token budgets, lib/http/ai-guard.ts) and the models metered against it. The guard is
 * consulted only once the request is known to be the owner's and well formed, and admits the
 * turn before the handler runs.
 */
export interface AiContext {
  subject: AiSubject;
  /** Charges a model call's tokens to the subject's budgets (what a feature's `onUsage` is given). */
  recordUsage: UsageSink;
  /** The turn's models by role (lib/ai/turn-model.ts), metered: every call they make is charged to the subject. */
  model: ModelsByRole;
}

type NoParams = Record<never, never>;
type AiRouteContext<Params, Query, Body> = Omit<RouteContext<Params, Query, Body>, "db"> & AiContext;

async function admitTurn({ request, ownerId }: ResolvedContext): Promise<AiContext> {
  const subject = aiSubjectOf(request, ownerId);
  const guard = await appAiGuard();
  await guard.admit(subject);
  const recordUsage: UsageSink = (tokens) => void guard.record(subject, tokens);
  return { subject, recordUsage, model: turnModels(recordUsage) };
}

/**
 * An AI route of no course (the interview, the chat): no database step, since the guard keeps
 * counting in memory while the database cannot be opened and the features open it when they need it.
 */
export function aiRoute<Params extends RouteParams = NoParams, Query = undefined, Body = undefined>(
  spec: RouteSpec<Params, Query, Body>,
  handler: (context: AiRouteContext<ParamsOf<Params>, Query, Body>) => Promise<Response> | Response,
) {
  return buildRoute({ database: false, course: false, finish: admitTurn }, spec, handler);
}

/** An AI route under /api/courses/:id (the workspace tutor): courseRoute(), then the guard. */
export function aiCourseRoute<Params extends RouteParams = NoParams, Query = undefined, Body = undefined>(
  spec: CourseRouteSpec<Params, Query, Body>,
  handler: (context: CourseRouteContext<ParamsOf<Params>, Query, Body> & AiContext) => Promise<Response> | Response,
) {
  return buildRoute({ database: true, course: true, finish: admitTurn }, spec, handler);
}
