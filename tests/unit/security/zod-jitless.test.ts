/**
 * instrumentation-client.ts sets zod's jitless mode through zod/v4/core so that public pages do not load all of zod
 * (docs/benchmarks.md). That only works while the core's setting is the one the full package reads; if a zod
 * upgrade splits them, the CSP probe comes back on signed-in screens and this test says why.
 */
import { config } from 'zod/v4/core';
import { z } from 'zod';

afterAll(() => {
  config({ jitless: false });
});

it('shares the jitless setting between zod/v4/core and zod', () => {
  config({ jitless: true });
  expect(z.config().jitless).toBe(true);
  // A schema made afterwards does not compile a validator with new Function.
  const spy = jest.spyOn(globalThis, 'Function');
  expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});
