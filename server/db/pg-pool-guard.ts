/**
 * Keeps the pg pool whole across a database restart (docs/architecture.md, "Failure behaviour").
 *
 * drizzle's node-postgres transaction checks a client out and sends BEGIN before its try/finally, so a client whose
 * connection died in between is never released: the pool counts it as busy forever, and after `max` such losses
 * every request waits for a connection that never comes. And a checked-out client between two queries has no
 * 'error' listener (the pool's is only on idle clients), so the server ending its connection (a restart's 57P01)
 * is an unhandled 'error' event that ends the process. Here a checked-out client whose connection fails or ends is
 * released with the error (the pool then drops it; its next query fails and the request answers 503), and a later
 * release of it is a no-op.
 *
 * Errors a failed connect rejects with are re-created as this module's Error: Hono's error handler only takes
 * `instanceof Error`, and socket errors come from Node's own realm, which differs from the code's under jest's vm.
 */
import type { Pool, PoolClient } from 'pg';

function guardRelease(client: PoolClient): PoolClient {
  const release = client.release;
  let released = false;
  const onLost = (error?: Error) => {
    if (released) return;
    released = true;
    release(error ?? new Error('connection ended while checked out'));
  };
  const onError = (error: Error) => onLost(error);
  const onEnd = () => onLost();
  client.on('error', onError);
  client.once('end', onEnd);
  client.release = (error?: Error | boolean) => {
    client.removeListener('end', onEnd);
    if (released) return;
    released = true;
    release(error);
    // A client back in the pool has the pool's idle listener again (added during release); a client released with an
    // error is dropped and keeps ours, so a late error on it is swallowed rather than unhandled.
    if (!error) client.removeListener('error', onError);
  };
  return client;
}

function sameRealm(error: unknown): Error {
  if (error instanceof Error) return error;
  const { message, code } = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown; code?: unknown };
  return Object.assign(
    new Error(typeof message === 'string' ? message : String(error), { cause: error }),
    typeof code === 'string' ? { code } : {},
  );
}

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void;

export function guardPool(pool: Pool): Pool {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<PoolClient> | void;
  const guarded = (callback?: ConnectCallback) => {
    if (callback) return connect((error, client, done) => callback(error, client ? guardRelease(client) : client, done));
    return (connect() as Promise<PoolClient>).then(guardRelease, (error: unknown) => {
      throw sameRealm(error);
    });
  };
  pool.connect = guarded as Pool['connect'];
  return pool;
}
