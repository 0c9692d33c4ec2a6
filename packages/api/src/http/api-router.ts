import { AppError } from '@tableside/shared/errors';
import type { TPermission } from '@tableside/shared/permissions';
import { type Context, Hono } from 'hono';
import type { ZodType, z } from 'zod';
import { accountDisabled } from '../auth/auth-errors.ts';
import type { TApiEnv, TPrincipal } from './env.ts';
import { readJsonBody, refuseNul } from './request-body.ts';
import { parseOrThrow } from './validation.ts';

/**
 * Who may call an endpoint. Every endpoint must say it, so a forgotten check cannot happen:
 * 'public' (guests), 'signed-in' (any active account) or the permission it needs.
 */
export type TAccess = 'public' | 'signed-in' | TPermission;

type TMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type TEndpointSpec<B extends ZodType, Q extends ZodType, P extends ZodType> = {
  summary: string;
  access: TAccess;
  description?: string;
  body?: B;
  query?: Q;
  params?: P;
  /** A non-JSON body (file upload, backup) that the handler reads itself, within its own limit. */
  rawBody?: string;
  /** Most bytes of `body` read; JSON_BODY_MAX_BYTES unless the call needs more (decision 0045). */
  bodyLimit?: number;
};

type TOut<S> = S extends ZodType ? z.output<S> : undefined;

export type TEndpointInput<B, Q, P> = {
  body: TOut<B>;
  query: TOut<Q>;
  params: TOut<P>;
  principal: TPrincipal | null;
};

export type TEndpointHandler<B, Q, P> = (
  c: Context<TApiEnv>,
  input: TEndpointInput<B, Q, P>,
) => Response | Promise<Response>;

/** What /api/openapi.json is generated from. */
export type TEndpointDoc = {
  method: TMethod;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: TAccess;
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  rawBody?: string;
  bodyLimit?: number;
};

/**
 * One resource's endpoints. Each registration validates body, query and params with the shared
 * zod schemas, checks access, and records the endpoint for the OpenAPI document.
 */
export class ApiRouter {
  readonly hono = new Hono<TApiEnv>();
  readonly docs: TEndpointDoc[] = [];

  constructor(readonly tag: string) {}

  get<B extends ZodType, Q extends ZodType, P extends ZodType>(
    path: string,
    spec: TEndpointSpec<B, Q, P>,
    handler: TEndpointHandler<B, Q, P>,
  ): this {
    return this.add('get', path, spec, handler);
  }

  post<B extends ZodType, Q extends ZodType, P extends ZodType>(
    path: string,
    spec: TEndpointSpec<B, Q, P>,
    handler: TEndpointHandler<B, Q, P>,
  ): this {
    return this.add('post', path, spec, handler);
  }

  put<B extends ZodType, Q extends ZodType, P extends ZodType>(
    path: string,
    spec: TEndpointSpec<B, Q, P>,
    handler: TEndpointHandler<B, Q, P>,
  ): this {
    return this.add('put', path, spec, handler);
  }

  patch<B extends ZodType, Q extends ZodType, P extends ZodType>(
    path: string,
    spec: TEndpointSpec<B, Q, P>,
    handler: TEndpointHandler<B, Q, P>,
  ): this {
    return this.add('patch', path, spec, handler);
  }

  delete<B extends ZodType, Q extends ZodType, P extends ZodType>(
    path: string,
    spec: TEndpointSpec<B, Q, P>,
    handler: TEndpointHandler<B, Q, P>,
  ): this {
    return this.add('delete', path, spec, handler);
  }

  private add<B extends ZodType, Q extends ZodType, P extends ZodType>(
    method: TMethod,
    path: string,
    spec: TEndpointSpec<B, Q, P>,
    handler: TEndpointHandler<B, Q, P>,
  ): this {
    this.docs.push({ method, path, tag: this.tag, ...spec });
    this.hono.on(method.toUpperCase(), path, async (c) => {
      const principal = checkAccess(spec.access, c.get('principal'), c.get('accountDisabled'));
      refuseNulInAddress(c);
      const params = spec.params ? parseOrThrow(spec.params, c.req.param()) : undefined;
      const query = spec.query ? parseOrThrow(spec.query, c.req.query()) : undefined;
      const body = spec.body
        ? parseOrThrow(spec.body, await readJsonBody(c.req.raw, spec.bodyLimit))
        : undefined;
      return handler(c, { body, query, params, principal } as TEndpointInput<B, Q, P>);
    });
    return this;
  }
}

/**
 * Path parameters and every query value (a repeated key's too), whether the call declares them or
 * not: a handler may read one itself, and no text with a NUL reaches a database (decision 0045).
 */
function refuseNulInAddress(c: Context<TApiEnv>): void {
  refuseNul(c.req.param());
  refuseNul(
    Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.join('')])),
  );
}

function checkAccess(access: TAccess, principal: TPrincipal | null, disabled: boolean): TPrincipal | null {
  if (access === 'public') return principal;
  // spec (admin 8): the sign-in screen's text, so the web app can show it where it signs them out.
  if (disabled) throw accountDisabled();
  if (!principal) throw new AppError('UNAUTHORIZED', 'Authentication required');
  if (access !== 'signed-in' && !principal.permissions.includes(access)) {
    throw new AppError('FORBIDDEN', `Missing permission: ${access}`);
  }
  return principal;
}

/** The principal of an endpoint whose access is not 'public' (checked before the handler runs). */
export function requirePrincipal(principal: TPrincipal | null): TPrincipal {
  if (!principal) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return principal;
}
