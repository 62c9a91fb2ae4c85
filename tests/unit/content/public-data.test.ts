/** Parsing the public API's pages, blocks and menus, and the pager helpers of the news index. */
import { describe, expect, it } from '@jest/globals';
import type { Resource } from '@/lib/shared/api/jsonapi';
import { pagerPages, parsePageNumber, toBlocks, toContentPage, toMenus, toPublicPage } from '@/lib/shared/content/public-data';

const res = (type: string, id: string, attrs: Record<string, unknown>): Resource => ({ type, id, ...attrs });

describe('toPublicPage', () => {
  it('maps the attributes and computes the path of each page type', () => {
    const home = toPublicPage(res('pages', '1', { pageType: 'default', slug: '', title: 'Welkom', locale: 'nl', showTitleOnPage: false }));
    expect(home).toMatchObject({ id: '1', path: '/', title: 'Welkom', showTitleOnPage: false, locale: 'nl' });
    expect(toPublicPage(res('pages', '2', { pageType: 'news', slug: 'award', title: 'x', locale: 'en' })).path).toBe('/nieuws/award');
    expect(toPublicPage(res('pages', '3', { pageType: 'success_story', slug: 'anouk', title: 'x' })).path).toBe('/succesverhalen/anouk');
    expect(toPublicPage(res('pages', '4', { pageType: 'default', slug: 'over-ons', title: 'x' })).path).toBe('/over-ons');
  });

  it('treats empty strings as missing and unknown page types as default', () => {
    const page = toPublicPage(res('pages', '5', { pageType: 'weird', slug: 'a', title: 't', metaTitle: '', summary: null }));
    expect(page.pageType).toBe('default');
    expect(page.metaTitle).toBeNull();
    expect(page.summary).toBeNull();
  });
});

describe('toBlocks', () => {
  it('orders by position, parses settings with defaults, and skips unknown or invalid blocks', () => {
    const blocks = toBlocks([
      res('content_blocks', 'b', { blockType: 'SectionTitle', position: 2, settings: { title: 'Tweede' } }),
      res('content_blocks', 'a', { blockType: 'Markdown', position: 1, settings: { markdown: '# Eerste' } }),
      res('content_blocks', 'c', { blockType: 'Nope', position: 0, settings: {} }),
      res('content_blocks', 'd', {
        blockType: 'CallToAction',
        position: 3,
        settings: { title: 'x', button: { label: 'y', href: 'javascript:alert(1)' } },
      }),
    ]);
    expect(blocks.map((b) => b.id)).toEqual(['a', 'b']);
    expect(blocks[1]).toMatchObject({ blockType: 'SectionTitle', settings: { title: 'Tweede', level: 'h2' } });
  });

  it('reads the included blocks of a page', () => {
    const page = toContentPage(
      res('pages', '1', {
        pageType: 'default',
        slug: '',
        title: 'Home',
        contentBlocks: [
          res('content_blocks', '9', {
            blockType: 'YouTube',
            position: 0,
            settings: { videoId: 'https://youtu.be/dQw4w9WgXcQ', title: 'Film' },
          }),
        ],
      }),
    );
    expect(page.blocks).toEqual([{ id: '9', blockType: 'YouTube', settings: { videoId: 'dQw4w9WgXcQ', title: 'Film' } }]);
  });
});

describe('toMenus', () => {
  it('splits header and footer, orders items, nests children and drops dead links', () => {
    const child = res('menu_items', '11', { name: 'Team', href: '/team', position: 0 });
    const menus = toMenus([
      res('menus', '1', {
        key: 'header',
        menuItems: [
          res('menu_items', '2', { name: 'Nieuws', href: '/nieuws', position: 1 }),
          res('menu_items', '3', { name: 'Over ons', href: null, position: 0, children: [child] }),
          res('menu_items', '4', { name: 'Weg', href: null, position: 2, children: [] }),
        ],
      }),
      res('menus', '5', {
        key: 'footer',
        menuItems: [res('menu_items', '6', { name: 'Privacy', href: 'https://example.org/privacy', position: 0 })],
      }),
      res('menus', '7', { key: 'sidebar', menuItems: [res('menu_items', '8', { name: 'x', href: '/x' })] }),
    ]);
    expect(menus.header.map((i) => i.name)).toEqual(['Over ons', 'Nieuws']);
    expect(menus.header[0]!.children).toEqual([{ id: '11', name: 'Team', href: '/team', children: [] }]);
    expect(menus.footer).toEqual([{ id: '6', name: 'Privacy', href: 'https://example.org/privacy', children: [] }]);
  });
});

describe('pager', () => {
  it('shows first, last and neighbours with gaps', () => {
    expect(pagerPages(1, 1)).toEqual([]);
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerPages(2, 10)).toEqual([1, 2, 3, null, 10]);
  });

  it('parses page numbers defensively', () => {
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber('3')).toBe(3);
    expect(parsePageNumber(['2', '5'])).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999', '']) expect(parsePageNumber(bad)).toBe(1);
  });
});
