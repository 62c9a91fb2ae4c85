'use client';

/**
 * A vertical list reordered by dragging a handle (mouse, touch, or the keyboard: space to lift, arrows to move,
 * space to drop, Escape to cancel) with @dnd-kit. Lists also render explicit move up/down buttons, the simplest
 * keyboard route. Announcements are translated.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  getLabel: (item: T) => string;
  onReorder: (next: T[]) => void;
  children: (item: T, index: number, handle: ReactNode) => ReactNode;
  className?: string;
}

export function SortableList<T>({ items, getId, getLabel, onReorder, children, className }: SortableListProps<T>) {
  const t = useTranslations('contentAdmin.sortable');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labelOf = (id: string | number) => {
    const item = items.find((i) => getId(i) === String(id));
    return item ? getLabel(item) : '';
  };
  const positionOf = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('picked', { item: labelOf(active.id), position: positionOf(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over ? t('over', { item: labelOf(active.id), position: positionOf(over.id), total: ids.length }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dropped', { item: labelOf(active.id), position: positionOf(over.id), total: ids.length }) : undefined,
    onDragCancel: ({ active }) => t('cancelled', { item: labelOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...items], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className}>
          {items.map((item, index) => (
            <SortableRow key={getId(item)} id={getId(item)} label={t('handle', { item: getLabel(item) })}>
              {(handle) => children(item, index, handle)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, label, children }: { id: string; label: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      className="inline-flex size-8 cursor-grab touch-none items-center justify-center rounded text-muted-700 hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-muted-300 dark:hover:bg-muted-800"
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80' : undefined}
    >
      {children(handle)}
    </li>
  );
}
