/**
 * The developer pages' gate (docs/frontend.md "Developer pages"): every /test page and their layout call it first,
 * so a server without the flag (lib/server/env.ts developerPagesEnabled) answers 404 before anything renders.
 */
import 'server-only';
import { notFound } from 'next/navigation';
import { webEnv } from '@/lib/server/env';

export function assertDeveloperPages(): void {
  if (!webEnv.developerPages) notFound();
}
