/**
 * POST /api/csp-report: where browsers report Content-Security-Policy violations (report-uri and report-to in the
 * pages' CSP, lib/shared/security/content-security-policy.ts). Each violation becomes one warning in the log, without
 * query strings; bodies over 16 KB are refused unread, and at most LOG_BUDGET lines a minute are written so a
 * flood of reports cannot flood the log. Always 204 otherwise: a browser does nothing with the answer.
 */
import { CSP_REPORT_MAX_BYTES, parseCspReports, readLimited } from '@/lib/shared/security/csp-report';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

const LOG_BUDGET = 120;
let windowStart = 0;
let loggedInWindow = 0;

function mayLog(now: number): boolean {
  if (now - windowStart >= 60_000) {
    windowStart = now;
    loggedInWindow = 0;
  }
  loggedInWindow += 1;
  return loggedInWindow <= LOG_BUDGET;
}

export async function POST(request: Request): Promise<Response> {
  const text = await readLimited(request, CSP_REPORT_MAX_BYTES);
  if (text === null) return new Response(null, { status: 413 });
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400 });
  }
  for (const violation of parseCspReports(payload)) {
    if (!mayLog(Date.now())) break;
    log().warn({ cspViolation: violation }, 'content security policy violation');
  }
  return new Response(null, { status: 204 });
}
