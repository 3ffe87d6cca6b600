import { type AutomaticFields, automaticFieldsSchema } from '@contract/api/automatic-fields';
import type { ApiEnvelope } from '@contract/api/endpoint';
import { API_CODE, INTERNAL_ERROR_CODE } from '@contract/api-codes';
import { MAX_REQUEST_BODY_BYTES, SIGN_HEADER } from '@contract/constants';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { closeAfterAnswer } from '../web/body-limits';
import { requestHeader } from '../web/request-header';
import { ApiFailure } from './api-failure';
import { describeZodError } from './describe-zod-error';
import type { EndpointImplementation, HandlerContext } from './endpoint-handler';
import { acceptsEventStream, EventStreamAnswer } from './event-stream-answer';
import { findUnstorableText } from './find-unstorable-text';
import { isNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth';
import { nodeResponseOf } from './node-bindings';
import { writeEventsToNode } from './node-event-stream';
import type { OpenEventStreams } from './open-event-streams';
import { BODY_NOT_TEXT, BODY_TOO_LARGE, bodySourceOf, readLimitedBody } from './read-limited-body';
import { regionRefusal } from './region-guard';
import { requestKeyOf, staleRequestRefusal } from './request-key';
import { isValidSignature } from './request-signature';

export interface ApiRouterOptions {
  context: Omit<HandlerContext, 'uid' | 'country' | 'ip' | 'wantsEventStream' | 'requestKey'>;
  implementations: readonly EndpointImplementation[];
  /** Finds the user of a session token; without it no token is valid. */
  resolveUid?: (token: string) => Promise<string | null>;
  /** Where the event streams written by Node are kept while open, for a stopping server. */
  openStreams?: OpenEventStreams;
}

interface Route {
  implementation: EndpointImplementation;
  schema: z.ZodObject;
}

/** The proxy's header when configured (the socket is the proxy then), else the socket address. */
function callerIp(c: Context, header: string | undefined): string | null {
  if (header) return requestHeader(c, header)?.split(',')[0]?.trim() || null;
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // Requests made in-process (tests, app.request) have no socket.
    return null;
  }
}

/** `lookUp` at most once, however often it is asked. */
function once<T>(lookUp: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => {
    answer ??= lookUp();
    return answer;
  };
}

function envelope(c: Context, code: number, msg: string, data: unknown = null, status = 200) {
  const body: ApiEnvelope = { code, msg, data };
  return c.json(body, status as ContentfulStatusCode);
}

/**
 * Streams a handler's events; the caller going away only stops the writing. Served by Node, they
 * go straight onto its response; in-process requests (tests) get Hono's stream.
 */
function answerWithEvents(
  c: Context,
  answer: EventStreamAnswer,
  log: HandlerContext['log'],
  path: string,
  openStreams: OpenEventStreams | undefined,
) {
  const outgoing = nodeResponseOf(c);
  if (outgoing) return writeEventsToNode(c, outgoing, answer, log, path, openStreams);
  return streamSSE(
    c,
    async (stream) => {
      const gone = new AbortController();
      stream.onAbort(() => gone.abort());
      await answer.run(async (event) => {
        if (gone.signal.aborted) return;
        await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
      }, gone.signal);
    },
    async (error) => {
      log.error({ err: error, path }, 'event stream failed');
    },
  );
}

/**
 * `POST /api/v1/...`: every call goes through the same steps, each with its own answer code:
 * route (1001) → content type, body and its depth (1000 / 413) → signature (1002) → region (1007) →
 * params (1000, a NUL or a lone surrogate anywhere included), and a spending call's `t` (1000) →
 * session (1003) → handler.
 */
export function createApiRouter(options: ApiRouterOptions): Hono {
  const { context, implementations, resolveUid, openStreams } = options;
  const routes = new Map<string, Route>();
  for (const implementation of implementations) {
    const { path, input } = implementation.endpoint;
    routes.set(path, { implementation, schema: automaticFieldsSchema.extend(input.shape) });
  }

  const api = new Hono();
  api.all('*', async (c) => {
    const path = c.req.path.replace(/^\/api/, '');
    const route = routes.get(path);
    if (!route || c.req.method !== 'POST') {
      return envelope(c, API_CODE.uriNotFound, `No API call at ${c.req.method} /api${path}`);
    }

    const contentType = requestHeader(c, 'content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      return envelope(c, API_CODE.badParams, 'Content-Type must be application/json');
    }
    const rawBody = await readLimitedBody(bodySourceOf(c), MAX_REQUEST_BODY_BYTES);
    if (rawBody === BODY_TOO_LARGE) {
      closeAfterAnswer(c);
      return envelope(c, API_CODE.badParams, 'Request body is larger than 1 MB', null, 413);
    }
    if (rawBody === BODY_NOT_TEXT) {
      return envelope(c, API_CODE.badParams, 'Request body is not UTF-8 text');
    }
    // Before anything walks the body: every walker recurses once per level of nesting.
    if (isNestedDeeperThan(rawBody, MAX_JSON_DEPTH)) {
      return envelope(
        c,
        API_CODE.badParams,
        `Request body is nested deeper than ${MAX_JSON_DEPTH} levels`,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return envelope(c, API_CODE.badParams, 'Request body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return envelope(c, API_CODE.badParams, 'Request body must be a JSON object');
    }

    if (!isValidSignature(rawBody, requestHeader(c, SIGN_HEADER), context.env.API_SIGN_SECRET)) {
      return envelope(c, API_CODE.signatureFailed, 'Signature check failed');
    }

    const country = requestHeader(c, context.env.COUNTRY_HEADER)?.trim().toUpperCase() || null;
    const refusal = regionRefusal(context.env, country);
    if (refusal) return envelope(c, API_CODE.regionError, refusal);

    const unstorable = findUnstorableText(body);
    if (unstorable) return envelope(c, API_CODE.badParams, `Bad params: ${unstorable}`);
    const parsed = route.schema.safeParse(body);
    if (!parsed.success) return envelope(c, API_CODE.badParams, describeZodError(parsed.error));
    const input = parsed.data as Record<string, unknown> & AutomaticFields;
    const { spends } = route.implementation.endpoint;
    const stale = spends ? staleRequestRefusal(input.t) : null;
    if (stale) return envelope(c, API_CODE.badParams, stale);

    const { access } = route.implementation.endpoint;
    const { token } = input;
    // An endpoint that checks the session itself gets the token unchecked (never without one).
    const uncheckedSession =
      route.implementation.checksSession && token && resolveUid
        ? { token, lookUp: once(() => resolveUid(token)) }
        : undefined;
    let uid: string | null = null;
    if (access !== 'public' && token && resolveUid && !uncheckedSession) {
      uid = await resolveUid(token);
    }
    if (access === 'user' && !uid && !uncheckedSession) {
      return envelope(c, API_CODE.loginNeeded, 'Please sign in to continue');
    }

    try {
      const ip = callerIp(c, context.env.CLIENT_IP_HEADER);
      const wantsEventStream = acceptsEventStream(requestHeader(c, 'accept'));
      const requestKey = spends ? requestKeyOf(path, input, rawBody) : null;
      const handlerContext: HandlerContext = {
        ...context,
        uid,
        country,
        ip,
        wantsEventStream,
        requestKey,
        ...(uncheckedSession ? { uncheckedSession } : {}),
      };
      const data = await route.implementation.handle(input, handlerContext);
      if (data instanceof EventStreamAnswer) {
        return answerWithEvents(c, data, context.log, path, openStreams);
      }
      return envelope(c, API_CODE.success, 'ok', route.implementation.endpoint.output.parse(data));
    } catch (error) {
      if (error instanceof ApiFailure) return envelope(c, error.code, error.message, error.data);
      context.log.error({ err: error, path }, 'API handler failed');
      return envelope(c, INTERNAL_ERROR_CODE, 'Unknown error, please try again', null, 500);
    }
  });
  return api;
}
