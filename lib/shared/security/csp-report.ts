/**
 * CSP violation reports as browsers send them (report-uri: `application/csp-report`, one `{"csp-report": {...}}`;
 * report-to: `application/reports+json`, an array of `{type: "csp-violation", body: {...}}`), reduced to the
 * fields worth a log line. Addresses lose their query and fragment: a reset link's token must not reach the log.
 */
import { readBodyWithin } from '../http/read-body-within';

/** Larger bodies are refused unread (a report is well under 2 KB). */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** One request carries at most this many reports into the log. */
const MAX_REPORTS = 20;

export interface CspViolation {
  documentUrl: string | null;
  directive: string | null;
  blockedUrl: string | null;
  sourceFile: string | null;
  line: number | null;
  disposition: string | null;
}

type Json = Record<string, unknown>;

export function parseCspReports(payload: unknown): CspViolation[] {
  if (Array.isArray(payload)) {
    return payload
      .filter((r): r is Json => isObject(r) && r.type === 'csp-violation' && isObject(r.body))
      .slice(0, MAX_REPORTS)
      .map((r) => {
        const body = r.body as Json;
        return violation(
          body.documentURL ?? r.url,
          body.effectiveDirective,
          body.blockedURL,
          body.sourceFile,
          body.lineNumber,
          body.disposition,
        );
      });
  }
  if (isObject(payload) && isObject(payload['csp-report'])) {
    const r = payload['csp-report'] as Json;
    return [
      violation(
        r['document-uri'],
        r['effective-directive'] ?? r['violated-directive'],
        r['blocked-uri'],
        r['source-file'],
        r['line-number'],
        r.disposition,
      ),
    ];
  }
  return [];
}

function violation(
  documentUrl: unknown,
  directive: unknown,
  blockedUrl: unknown,
  sourceFile: unknown,
  line: unknown,
  disposition: unknown,
): CspViolation {
  return {
    documentUrl: withoutQuery(documentUrl),
    directive: shortText(directive),
    blockedUrl: withoutQuery(blockedUrl),
    sourceFile: withoutQuery(sourceFile),
    line: typeof line === 'number' && Number.isFinite(line) ? line : null,
    disposition: shortText(disposition),
  };
}

/** `inline`, `eval`, `self` stay as they are; URLs keep scheme, host and path only. */
export function withoutQuery(value: unknown): string | null {
  const text = shortText(value, 500);
  if (!text) return null;
  try {
    const url = new URL(text);
    return `${url.origin}${url.pathname}`;
  } catch {
    return text.split(/[?#]/)[0] ?? null;
  }
}

function shortText(value: unknown, max = 100): string | null {
  return typeof value === 'string' && value !== '' ? value.slice(0, max) : null;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads at most `limit` bytes of a body as text; null when it is longer (the caller answers 413). */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  const body = await readBodyWithin(request, limit);
  return body && new TextDecoder().decode(body);
}
