/**
 * The inbox's state in the URL (`?q=&archived=1&page=`), so a search survives opening a conversation and the back
 * button. Pure: parsed and serialised here, unit-tested.
 */
export interface InboxState {
  query: string;
  archived: boolean;
  page: number;
}

export function parseInboxState(search: URLSearchParams): InboxState {
  const page = Number(search.get('page'));
  return {
    query: (search.get('q') ?? '').trim().slice(0, 200),
    archived: search.get('archived') === '1' || search.get('archived') === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** Only what differs from the defaults: '' or '?q=…'. */
export function serializeInboxState(state: InboxState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  if (state.archived) params.set('archived', '1');
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
