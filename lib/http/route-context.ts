import "server-only";
import { courseIdSchema, courseNotFound } from "@/lib/course-scope/course-ids";
import { requireOwnedCourse, type CourseRef } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { database } from "@/lib/db/database";
import { errorResponse, type AppError } from "@/lib/errors";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";
import { requireIdentity, type RequestIdentity } from "@/lib/identity/request-identity";
import type { BodyReader } from "./body-readers";
import { readParams, routeParam, type ParamsOf, type RouteParams } from "./route-params";

/**
 * Every route handler under app/api is one of these wrappers around the few lines that are its
 * own. The wrapper builds the handler's context in one function (resolveContext), always in the
 * same order: identity (the signed-in account, else the browser's guest) → params → query → body → database → ownership of the course → (AI
 * routes) the guard and a metered model. So a request from no browser of ours is refused before
 * its body is read, a body is checked before anything is looked up, another browser's course is
 * the same 404 as a missing one, and no turn is counted against a budget for a course that is
 * not the asker's. Any error becomes the one JSON error shape (errorResponse).
 */

/** What Next passes besides the request: the dynamic segments of the URL. */
export interface NextRouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}
export type RouteHandler = (request: Request, context?: NextRouteContext) => Promise<Response>;

type NoParams = Record<never, never>;

export interface RouteSpec<Params extends RouteParams, Query, Body> {
  /** The route in the server log of an unexpected error, e.g. "api/courses/:id". */
  label: string;
  /** The dynamic segments (a course route's `id` is read by the wrapper: list only the others). */
  params?: Params;
  /** The search params, read by the feature's parser (its 400 says what to send). */
  query?: (request: Request) => Query;
  /** The body: a byte limit and a shape (lib/http/body-readers.ts). Without one the body is never read. */
  body?: BodyReader<Body>;
}

export interface CourseRouteSpec<Params extends RouteParams, Query, Body> extends RouteSpec<Params, Query, Body> {
  /** The 404 for a course id that is malformed, unknown or another browser's (default: the course's own). */
  notFound?: () => AppError;
}

export interface RouteContext<Params, Query, Body> {
  request: Request;
  /** The signed-in account's owner id, else the browser guest's (lib/identity/request-identity.ts). */
  ownerId: string;
  /** Who that is: the account (or null for a guest) and the browser's guest identity. */
  identity: RequestIdentity;
  params: Params;
  query: Query;
  body: Body;
  db: Database;
}

export interface CourseRouteContext<Params, Query, Body> extends RouteContext<Params, Query, Body> {
  /** The course in the URL, checked to be the owner's. */
  course: CourseRef;
}

/** What resolveContext has built when a wrapper's last step runs. */
export interface ResolvedContext {
  request: Request;
  ownerId: string;
  identity: RequestIdentity;
  params: unknown;
  query: unknown;
  body: unknown;
  db?: Database;
  course?: CourseRef;
}

/** Which steps a wrapper takes beyond identity, params, query and body; `finish` runs last (the AI guard). */
export interface RoutePlan {
  database: boolean;
  course: boolean;
  finish?: (context: ResolvedContext) => Promise<object>;
}

type AnySpec = CourseRouteSpec<RouteParams, unknown, unknown>;

/** The one place the order lives. */
async function resolveContext(plan: RoutePlan, spec: AnySpec, request: Request, next?: NextRouteContext): Promise<ResolvedContext> {
  const identity = await requireIdentity(request);
  const ownerId = identity.ownerId;
  const notFound = spec.notFound ?? courseNotFound;
  const rawParams = plan.course || spec.params ? await next?.params : undefined;
  // The course segment first: a route's other segments (a chapter, a source) live under it.
  const courseId = plan.course ? readParams({ id: routeParam(courseIdSchema, notFound) }, rawParams).id : undefined;
  const params = spec.params ? readParams(spec.params, rawParams) : {};
  const query = spec.query?.(request);
  const body = spec.body ? await spec.body(request) : undefined;
  const db = plan.database || plan.course ? (await database()).db : undefined;
  const course = db && courseId !== undefined ? await requireOwnedCourse(db, ownerId, courseId, notFound) : undefined;
  const context: ResolvedContext = { request, ownerId, identity, params, query, body, db, course };
  return plan.finish ? { ...context, ...(await plan.finish(context)) } : context;
}

/** For the wrappers of lib/http (route-context, ai-route); route files use those. */
export function buildRoute<Context>(
  plan: RoutePlan,
  spec: AnySpec,
  handler: (context: Context) => Promise<Response> | Response,
): RouteHandler {
  return async (request, next) => {
    try {
      return await handler((await resolveContext(plan, spec, request, next)) as Context);
    } catch (error) {
      // In the asker's UI language (the language switch's cookie, else Accept-Language); the code stays the same.
      return errorResponse(error, spec.label, uiLocaleOfRequest(request));
    }
  };
}

/** A route of the owner's: identity, then params, query and body as declared, then the database. */
export function route<Params extends RouteParams = NoParams, Query = undefined, Body = undefined>(
  spec: RouteSpec<Params, Query, Body>,
  handler: (context: RouteContext<ParamsOf<Params>, Query, Body>) => Promise<Response> | Response,
): RouteHandler {
  return buildRoute({ database: true, course: false }, spec as AnySpec, handler);
}

/** A route under /api/courses/:id: as route(), then the course checked to be the owner's. */
export function courseRoute<Params extends RouteParams = NoParams, Query = undefined, Body = undefined>(
  spec: CourseRouteSpec<Params, Query, Body>,
  handler: (context: CourseRouteContext<ParamsOf<Params>, Query, Body>) => Promise<Response> | Response,
): RouteHandler {
  return buildRoute({ database: true, course: true }, spec as AnySpec, handler);
}

/** A route that asks no browser identity (the server's own warm-up, with its pass): the one error path only. */
export function openRoute(spec: { label: string }, handler: (context: { request: Request }) => Promise<Response> | Response): RouteHandler {
  return async (request) => {
    try {
      return await handler({ request });
    } catch (error) {
      return errorResponse(error, spec.label, uiLocaleOfRequest(request));
    }
  };
}
