/**
 * Runs in the browser before the app's own code (Next.js instrumentation-client). zod 4 probes `new Function` when
 * its first object schema is created, to decide on its JIT; under the strict CSP (no 'unsafe-eval',
 * lib/shared/security/content-security-policy.ts) the probe is reported as a violation even though zod catches it.
 * jitless skips the probe. The server keeps the JIT: this file is browser-only.
 */
import { z } from 'zod';

z.config({ jitless: true });
