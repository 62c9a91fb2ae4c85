import { buildTree, indent, moveTop, orderEntries, outdent } from '@/components/content-admin/menu-tree';
import type { MenuItemView } from '@/lib/shared/content/views';

const item = (id: string, position: number, parentId: string | null = null): MenuItemView => ({
  id,
  name: `Item ${id}`,
  linkType: 'url',
  pageId: null,
  systemPage: null,
  url: 'https://example.org',
  parentId,
  position,
  href: 'https://example.org',
});

describe('menu tree', () => {
  const items = [item('1', 1), item('2', 0), item('3', 1, '2'), item('4', 0, '2')];

  it('orders top-level items and their children by position', () => {
    const tree = buildTree(items);
    expect(tree.map((n) => n.item.id)).toEqual(['2', '1']);
    expect(tree[0]!.children.map((c) => c.id)).toEqual(['4', '3']);
  });

  it('numbers positions per level for PUT /menus/{id}/order', () => {
    expect(orderEntries(buildTree(items))).toEqual([
      { id: '2', parentId: null, position: 0 },
      { id: '4', parentId: '2', position: 0 },
      { id: '3', parentId: '2', position: 1 },
      { id: '1', parentId: null, position: 1 },
    ]);
  });

  it('indents under the item above and outdents right after the parent', () => {
    const tree = buildTree(items);
    const indented = indent(tree, 1);
    expect(indented.map((n) => n.item.id)).toEqual(['2']);
    expect(indented[0]!.children.map((c) => c.id)).toEqual(['4', '3', '1']);
    const outdented = outdent(indented, 0, 0);
    expect(outdented.map((n) => n.item.id)).toEqual(['2', '4']);
    expect(orderEntries(outdented).find((e) => e.id === '4')).toEqual({ id: '4', parentId: null, position: 1 });
  });

  it('refuses to indent the first item or an item with children (one level of nesting)', () => {
    const tree = buildTree(items);
    expect(indent(tree, 0)).toEqual(tree);
    expect(indent(moveTop(tree, 0, 1), 1)).toEqual(moveTop(tree, 0, 1));
  });
});
