/**
 * /test/api: the server-side API client (the one every signed-in page uses, with the visitor's session) against the
 * real backend, in process. Each call is shown with its document or its errors, so the page is a live check of the
 * client, the session and the backend's JSON:API answers.
 */
import 'server-only';
import type { Viewer } from '@/lib/shared/session/types';
import { type ApiSample, SAMPLE_PATHS, type SamplePathKey, sampleGet } from '@/lib/shared/developer/api-sample';
import { getViewerApi } from '@/lib/server/session/viewer';

export async function loadApiSamples(viewer: Viewer | null): Promise<{ key: SamplePathKey; sample: ApiSample }[]> {
  const api = await getViewerApi(viewer);
  const keys = Object.keys(SAMPLE_PATHS) as SamplePathKey[];
  // One after another: the in-process backend shares one database connection with PGlite.
  const out: { key: SamplePathKey; sample: ApiSample }[] = [];
  for (const key of keys) out.push({ key, sample: await sampleGet(api, SAMPLE_PATHS[key]) });
  return out;
}
