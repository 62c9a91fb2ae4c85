/**
 * Clean stop on SIGTERM/SIGINT (docs/architecture.md, "Shutdown"): the HTTP server stops taking connections and
 * lets the requests in flight finish; only then does the backend stop its jobs and mail worker and close the
 * database (PGlite writes its last pages and releases the directory lock).
 */
import 'server-only';
import { log } from './log';

/** A close that has not finished by then is cut short: an orchestrator's kill would follow soon anyway. */
export const SHUTDOWN_TIMEOUT_MS = 25_000;

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
const state = globalThis as unknown as { __shutdownHook?: boolean };

/** Resolves true when `close` finished, false when it failed or ran out of time (both logged). */
function bounded(close: () => Promise<void>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      log().error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown not finished in time, exiting anyway');
      resolve(false);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
  });
  const closing = close().then(
    () => true,
    (error: unknown) => {
      log().error({ err: error }, 'shutdown failed');
      return false;
    },
  );
  return Promise.race([closing, timeout]).finally(() => clearTimeout(timer));
}

/** For a server we own (server/standalone.ts): runs `stop` on the first signal, then exits (0 when it finished). */
export function onShutdownSignal(stop: (signal: NodeJS.Signals) => Promise<void>): void {
  let started = false;
  for (const signal of SIGNALS)
    process.on(signal, () => {
      if (started) return;
      started = true;
      void bounded(() => stop(signal)).then((ok) => process.exit(ok ? 0 : 1));
    });
}

/**
 * For Next.js, which owns the HTTP server: on a signal Next closes its server (in-flight requests finish) and then
 * calls process.exit. From the first signal on, that exit waits for `close`, so the database closes after the last
 * request and before the process ends. Installed once per process (dev reloads re-run instrumentation).
 */
export function closeBeforeExit(close: () => Promise<void>): void {
  if (state.__shutdownHook) return;
  state.__shutdownHook = true;
  let armed = false;
  for (const signal of SIGNALS)
    process.on(signal, () => {
      if (armed) return;
      armed = true;
      const exit = process.exit.bind(process);
      let closing: Promise<boolean> | undefined;
      process.exit = ((code?: number) => {
        closing ??= bounded(close);
        void closing.finally(() => exit(code));
      }) as typeof process.exit;
    });
}
