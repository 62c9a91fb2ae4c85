/** What the developer pages show of an API call (lib/shared/developer/api-sample.ts) and the form builder's sample. */
import { ApiClient } from '@/lib/shared/api/client';
import { sampleGet } from '@/lib/shared/developer/api-sample';
import { SAMPLE_COVERS_EVERY_TYPE, sampleForm } from '@/lib/shared/developer/sample-form';
import { checkAnswers } from '@/lib/shared/form-builder/public-form';

const JSONAPI = { 'content-type': 'application/vnd.api+json' };

function clientAnswering(status: number, body: unknown): ApiClient {
  return new ApiClient({
    transport: async () => new Response(JSON.stringify(body), { status, headers: JSONAPI }),
    baseUrl: 'http://backend.test',
    context: { tenantKey: 'demo', appContext: 'meedoen', locale: 'nl' },
    sleep: async () => {},
  });
}

describe('sampleGet', () => {
  it('keeps the document as sent and names its resources', async () => {
    const body = {
      data: [
        { type: 'organizations', id: '1', attributes: { name: 'Voedselbank' } },
        { type: 'vacancies', id: '2', attributes: { title: 'Chauffeur' } },
        { type: 'users', id: '3', attributes: {} },
      ],
      meta: { total_count: 12 },
    };
    const sample = await sampleGet(clientAnswering(200, body), '/api/v1/organizations');
    expect(sample).toMatchObject({ status: 200, names: ['Voedselbank', 'Chauffeur', '#3'], total: 12, errors: [], failure: null });
    expect(sample.document).toEqual(body);
  });

  it('turns an error answer into its JSON:API error objects instead of throwing', async () => {
    const errors = [{ status: '404', code: 'notFound', title: 'Not found', source: { pointer: '/data' } }];
    const sample = await sampleGet(clientAnswering(404, { errors }), '/api/v1/organizations/999999999');
    expect(sample.status).toBe(404);
    expect(sample.errors).toEqual([expect.objectContaining({ code: 'notFound', source: { pointer: '/data' } })]);
    expect(sample.names).toEqual([]);
  });

  it('reports a call without an answer', async () => {
    const api = new ApiClient({
      transport: async () => {
        throw new TypeError('fetch failed');
      },
      baseUrl: 'http://backend.test',
      context: { tenantKey: 'demo', appContext: 'meedoen', locale: 'nl' },
      sleep: async () => {},
    });
    const sample = await sampleGet(api, '/api/v1/vacancies/search');
    expect(sample).toMatchObject({ status: null, failure: 'fetch failed' });
  });
});

describe('the form builder sample', () => {
  const form = sampleForm((key) => key);

  it('has one question of every type', () => {
    expect(SAMPLE_COVERS_EVERY_TYPE).toBe(true);
  });

  it('is checked by the API rules: required answers and a valid choice', () => {
    expect(Object.keys(checkAnswers(form, {})).sort()).toEqual(['day', 'email', 'name', 'role']);
    const answers = { name: 'Anna', email: 'anna@example.org', day: '2030-05-01', role: 'questions.role.optionB' };
    expect(checkAnswers(form, answers)).toEqual({});
    expect(checkAnswers(form, { ...answers, role: 'something else' })).toHaveProperty('role');
  });
});
