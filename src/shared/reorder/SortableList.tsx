import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'primereact/button';
import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableListProps<T> {
  items: readonly T[];
  /** A stable id per item (not its place). */
  idOf: (item: T) => string;
  /** What the item is called in the handle's and buttons' names and in the announcements ("Pregunta 2"). */
  nameOf: (item: T, index: number) => string;
  /** Moves the item at `from` to `to` (see moveItem); the latest one given runs. */
  onMove: (from: number, to: number) => void;
  /** The list's accessible name. */
  label: string;
  /**
   * Where the list's words live: `<textsKey>.instructions`, `.picked`, `.over`, `.dropped`, `.cancelled` ({{name}},
   * {{position}}, {{count}}), `.handle`, `.up`, `.down` ({{name}}), so each screen speaks of its own items.
   */
  textsKey: string;
  /**
   * Draws an item; `controls` (the drag handle and the move up and down buttons) goes where the item wants it. An item
   * is drawn again only when it, its place, its name or the count change (a long list stays quick to reorder), so what
   * it draws must read any other state when used, not capture it.
   */
  children: (item: T, index: number, controls: ReactNode) => ReactNode;
  disabled?: boolean;
}

interface RowProps {
  id: string;
  item: unknown;
  name: string;
  index: number;
  count: number;
  textsKey: string;
  onMove: (from: number, to: number) => void;
  disabled: boolean;
  render: (controls: ReactNode) => ReactNode;
}

function SortableRowOf({ id, name, index, count, textsKey, onMove, disabled, render }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const style = { transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined, position: 'relative' as const };
  const controls = (
    <div className="flex align-items-center gap-1">
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="p-button p-button-text p-button-sm p-button-icon-only"
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
        aria-label={t(`${textsKey}.handle`, { name })}
        disabled={disabled}
      >
        <span className="pi pi-bars" aria-hidden="true" />
      </button>
      <Button type="button" text size="small" icon="pi pi-arrow-up" aria-label={t(`${textsKey}.up`, { name })} disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)} />
      <Button type="button" text size="small" icon="pi pi-arrow-down" aria-label={t(`${textsKey}.down`, { name })} disabled={disabled || index === count - 1} onClick={() => onMove(index, index + 1)} />
    </div>
  );
  return (
    <li ref={setNodeRef} style={style}>
      {render(controls)}
    </li>
  );
}

/** A row is drawn again when what it shows changes; `render` and `onMove` are the list's latest (see `children`). */
const SortableRow = memo(
  SortableRowOf,
  (a, b) => a.id === b.id && a.item === b.item && a.name === b.name && a.index === b.index && a.count === b.count && a.textsKey === b.textsKey && a.disabled === b.disabled,
);

/**
 * A list the user reorders three ways: dragging the handle with a pointer, picking it up with Space or Enter and
 * moving it with the arrow keys (dnd-kit's keyboard sensor, each step announced in the user's language), or the
 * visible move up and move down buttons of each item. Every way ends in one onMove(from, to).
 */
export function SortableList<T>({ items, idOf, nameOf, onMove, label, textsKey, children, disabled = false }: SortableListProps<T>) {
  const { t } = useTranslation();
  // The rows keep the move they were drawn with: it calls the latest onMove.
  const latestMove = useRef(onMove);
  useLayoutEffect(() => {
    latestMove.current = onMove;
  });
  const move = useCallback((from: number, to: number) => latestMove.current(from, to), []);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map(idOf);
  const count = ids.length;
  const placeOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const nameFor = (id: UniqueIdentifier) => {
    const index = placeOf(id);
    return index < 0 ? '' : nameOf(items[index]!, index);
  };
  const say = (key: string, id: UniqueIdentifier, at: UniqueIdentifier | null = id) =>
    t(`${textsKey}.${key}`, { name: nameFor(id), position: at === null ? 0 : placeOf(at) + 1, count });
  const announcements: Announcements = {
    onDragStart: ({ active }) => say('picked', active.id),
    onDragOver: ({ active, over }) => (over ? say('over', active.id, over.id) : undefined),
    onDragEnd: ({ active, over }) => (over ? say('dropped', active.id, over.id) : say('cancelled', active.id)),
    onDragCancel: ({ active }) => say('cancelled', active.id),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(placeOf(active.id), placeOf(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t(`${textsKey}.instructions`) } }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="list-none p-0 m-0 flex flex-column gap-3" aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index]!}
              item={item}
              name={nameOf(item, index)}
              index={index}
              count={count}
              textsKey={textsKey}
              onMove={move}
              disabled={disabled}
              render={(controls) => children(item, index, controls)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
