'use client';
/**
 * The form block's renderer, in a chunk of its own that the browser loads only on a page that shows a form. Imported
 * directly, it and the zod it validates with (about 40 kB gzip) were in the first load of every public page that can
 * render content blocks, form or not (docs/benchmarks.md "Public pages"). It is still rendered on the server.
 */
import dynamic from 'next/dynamic';

export const PublicForm = dynamic(() => import('./public-form-renderer').then((m) => m.PublicForm));
