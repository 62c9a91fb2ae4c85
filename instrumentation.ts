/**
 * Opens, migrates and (in development, when empty) seeds the database when the server starts, so
 * the first visitor does not pay for it. Never during `next build`: the build must not open the
 * PGlite folder (STACK.md).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getBackend } = await import('./server/runtime');
  await getBackend();
}
