/**
 * The one logger of the process (backend and web): pino, one JSON object per line on stdout
 * (docs/architecture.md "Operations"). Every line written while a request is handled carries its request id
 * (an AsyncLocalStorage set by server/middleware/request-log.ts), so the lines of one request can be found
 * together and matched with the X-Request-Id the client saw and the Sentry event.
 *
 * Secrets never reach the log: the redaction list below covers passwords, tokens, session and auth headers
 * wherever they appear in a logged object (top level or nested up to three levels).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { serverEnv } from './env';

/** Field names whose values are secrets, in the spellings the API and its headers use. */
export const SECRET_FIELDS = [
  'password',
  'passwordConfirmation',
  'password_confirmation',
  'currentPassword',
  'current_password',
  'passwordHash',
  'token',
  'accessToken',
  'access_token',
  'access-token',
  'refreshToken',
  'confirmationToken',
  'confirmation_token',
  'resetPasswordToken',
  'reset_password_token',
  'invitationToken',
  'invitation_token',
  'client',
  'authorization',
  'cookie',
  'set-cookie',
  'secret',
  'sessionSecret',
  'SESSION_SECRET',
  'apiKey',
  'secretAccessKey',
  'S3_SECRET_ACCESS_KEY',
  'smtpUrl',
  'SMTP_URL',
];

/** pino redaction paths: each field at the top level and under up to three levels of objects. */
export const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
  const join = (prefix: string) => (key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`);
  return [key, join('*'), join('*.*'), join('*.*.*')];
});

export interface RequestContext {
  requestId: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with this request's context: log lines and error reports inside it carry the request id. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return requestContext.run(context, fn);
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export type LogLevel = Level | 'silent';

export function createLogger(options: { level: LogLevel; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: { service: 'vrijwilligersplatform' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    // Synchronous: a line written just before a crash must not sit in a buffer.
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

let processLogger: Logger | undefined;

/** The process's logger, at LOG_LEVEL (server/env.ts: info, silent under tests). */
export function log(): Logger {
  processLogger ??= createLogger({ level: serverEnv().LOG_LEVEL });
  return processLogger;
}

type ErrorReporter = (error: unknown, context: { requestId?: string }) => void;
let errorReporter: ErrorReporter | undefined;

/** instrumentation.ts registers Sentry here when SENTRY_DSN is set; the backend stays free of Sentry. */
export function setErrorReporter(reporter: ErrorReporter | undefined): void {
  errorReporter = reporter;
}

/** Logs an unexpected error and hands it to the error reporter, with the request id when there is one. */
export function reportError(error: unknown, message: string, fields: Record<string, unknown> = {}): void {
  log().error({ ...fields, err: error }, message);
  errorReporter?.(error, { requestId: currentRequestId() });
}
