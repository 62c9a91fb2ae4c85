/** The menu as the editor holds it: ordered top-level items, each with ordered children (one level deep). */
import type { MenuItemView } from '@/lib/shared/content/views';

export interface MenuNode {
  item: MenuItemView;
  children: MenuItemView[];
}

const byPosition = (a: MenuItemView, b: MenuItemView) => a.position - b.position || Number(a.id) - Number(b.id);

export function buildTree(items: readonly MenuItemView[]): MenuNode[] {
  const top = items.filter((i) => i.parentId === null || !items.some((p) => p.id === i.parentId)).sort(byPosition);
  return top.map((item) => ({ item, children: items.filter((c) => c.parentId === item.id).sort(byPosition) }));
}

/** PUT /menus/{id}/order's body entries: every item once, positions counted per level. */
export function orderEntries(tree: readonly MenuNode[]): { id: string; parentId: string | null; position: number }[] {
  return tree.flatMap((node, index) => [
    { id: node.item.id, parentId: null, position: index },
    ...node.children.map((child, childIndex) => ({ id: child.id, parentId: node.item.id, position: childIndex })),
  ]);
}

const moveInArray = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
};

export function moveTop(tree: readonly MenuNode[], from: number, to: number): MenuNode[] {
  return moveInArray(tree, from, to);
}

export function moveChild(tree: readonly MenuNode[], parent: number, from: number, to: number): MenuNode[] {
  return tree.map((node, i) => (i === parent ? { ...node, children: moveInArray(node.children, from, to) } : node));
}

/** A top-level item (without children of its own) becomes the last child of the item above it. */
export function indent(tree: readonly MenuNode[], index: number): MenuNode[] {
  const node = tree[index];
  if (index === 0 || !node || node.children.length) return [...tree];
  return tree
    .map((n, i) => (i === index - 1 ? { ...n, children: [...n.children, { ...node.item, parentId: n.item.id }] } : n))
    .filter((_, i) => i !== index);
}

/** A child moves to the top level, right after its parent. */
export function outdent(tree: readonly MenuNode[], parent: number, index: number): MenuNode[] {
  const child = tree[parent]?.children[index];
  if (!child) return [...tree];
  const next = tree.map((n, i) => (i === parent ? { ...n, children: n.children.filter((_, c) => c !== index) } : n));
  next.splice(parent + 1, 0, { item: { ...child, parentId: null }, children: [] });
  return next;
}
