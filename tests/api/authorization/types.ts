/** The shape of one row of the authorization matrix (docs/authorization.md explains how to add one). */
import type { Headers } from '../../support/api';
import type { Actor, Role, Side, World } from './world';

/** A status class: any 2xx, or one exact error status. */
export type Status = '2xx' | 400 | 401 | 403 | 404 | 422;
/** One status, or the statuses any of which is right (used only where another part still decides which). */
export type Expectation = Status | readonly Status[];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Method and path exactly as the Hono app registers it: `PATCH /api/v1/users/:id`. */
export type Endpoint = `${Method} /${string}`;

export interface RequestSpec {
  path: string;
  /** A JSON body, sent as JSON:API unless `contentType` says otherwise. */
  body?: unknown;
  contentType?: string;
  /** A multipart body (uploads). */
  form?: FormData;
  /** Extra headers; they replace the actor's (e.g. another center's Volunteer-Center-Id). */
  headers?: Headers;
}

export interface FixtureContext {
  world: World;
  /** Where the record lives: A for the role columns and signed out, B for "another center's record". */
  side: Side;
  /** The signed-in user of the cell (the world's user of that role, or a fresh one), null when signed out. */
  actor: Actor | null;
}

export interface Row {
  endpoint: Endpoint;
  /** Tells apart several rows of one endpoint (own record, a special target). */
  variant?: string;
  /** Roles that are allowed (2xx); 'everyone' = every signed-in role. */
  allow: readonly Role[] | 'everyone';
  /** What every other signed-in role gets: 403, or 404 where the record is not even visible to them. */
  deny?: Expectation;
  /** Per-role answers that differ from allow/deny. */
  except?: Partial<Record<Role, Expectation>>;
  /** Default 401. */
  signedOut?: Expectation;
  /**
   * A center superuser of A (or `otherCenterAs`) addressing the record of center B. Default 404 when the path has
   * a parameter; 'n/a' where the endpoint names no record of a center.
   */
  otherCenter?: Expectation | 'n/a';
  otherCenterAs?: Role;
  /** The call ends or changes the actor's own session or account: each cell signs in a new user of the role. */
  freshActor?: boolean;
  /** Builds the cell's record (fresh for writes) and a valid request. */
  request: (ctx: FixtureContext) => Promise<RequestSpec> | RequestSpec;
  /** Why the row expects what it does, where that is not obvious. */
  note?: string;
}
