/**
 * Runs in the browser before the app's own code (Next.js instrumentation-client). zod 4 probes `new Function` when
 * its first object schema is created, to decide on its JIT; under the strict CSP (no 'unsafe-eval',
 * lib/shared/security/content-security-policy.ts) the probe is reported as a violation even though zod catches it.
 * jitless skips the probe. The server keeps the JIT: this file is browser-only.
 *
 * From zod/v4/core, not 'zod': this file runs on every page, and `import { z } from 'zod'` put all of zod (about
 * 38 kB gzip) in the first load of public pages that use none of it (docs/benchmarks.md). The setting lives in one
 * global object that the full package reads too.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
