/**
 * The public lists' one pager (components/ui/pager.tsx): plain links with the caller's URLs and texts, the current
 * page marked, gaps hidden from screen readers, and nothing for a single page.
 */
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Pager, type PagerLabels } from '@/components/ui/pager';

jest.mock('@/lib/shared/i18n/navigation', () => ({
  Link: ({ href, ...props }: ComponentProps<'a'> & { href: string }) => <a href={href} {...props} />,
}));

const labels: PagerLabels = { label: 'Paginering', previous: 'Vorige', next: 'Volgende', page: (page) => `Pagina ${page}` };
const hrefOf = (page: number) => (page === 1 ? '/nieuws' : `/nieuws?page=${page}`);

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    expect(renderToStaticMarkup(<Pager current={1} total={1} hrefOf={hrefOf} labels={labels} />)).toBe('');
  });

  it('links the neighbours and the pages around the current one', () => {
    const html = renderToStaticMarkup(<Pager current={5} total={10} hrefOf={hrefOf} labels={labels} />);
    expect(html).toMatch(/^<nav aria-label="Paginering" class="mt-10">/);
    expect(html).toMatch(/<a href="\/nieuws\?page=4" rel="prev"[^>]*>Vorige<\/a>/);
    expect(html).toMatch(/<a href="\/nieuws\?page=6" rel="next"[^>]*>Volgende<\/a>/);
    expect(html).toMatch(/<a href="\/nieuws" aria-label="Pagina 1"[^>]*>1<\/a>/);
    expect(html).toMatch(/<a href="\/nieuws\?page=5" aria-current="page" aria-label="Pagina 5" class="[^"]*bg-primary-700/);
    expect(html.match(/<li aria-hidden="true" class="px-2">…<\/li>/g)).toHaveLength(2);
  });

  it('offers no previous link on the first page and no next link on the last', () => {
    expect(renderToStaticMarkup(<Pager current={1} total={3} hrefOf={hrefOf} labels={labels} />)).not.toContain('Vorige');
    expect(renderToStaticMarkup(<Pager current={3} total={3} hrefOf={hrefOf} labels={labels} />)).not.toContain('Volgende');
  });
});
