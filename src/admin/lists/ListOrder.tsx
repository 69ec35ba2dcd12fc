import { createContext, type DragEvent, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import {
  type Identifier,
  type RaRecord,
  useDataProvider,
  useGetRecordRepresentation,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { CONTENT_RESOURCES } from '../../api/contentResources';

/**
 * The order staff give an ordered resource's records (a declaration's `ordering`,
 * src/api/contentResource.ts), set in its list: each row moves up or down one place with its
 * buttons, with the arrow keys on its handle, or by dragging the handle onto another row.
 * SearchableList adds it to the list of every ordered resource, so a declaration that opts into
 * an order gets this too.
 */

/** The field holding the order and the text that names a record, for an ordered resource; else undefined. */
export interface ListOrdering {
  field: string;
  nameField: string;
}

export function useListOrdering(): ListOrdering | undefined {
  const resource = useResourceContext();
  return useMemo(() => {
    const declared = CONTENT_RESOURCES.find((one) => one.name === resource);
    return declared?.ordering ? { field: declared.ordering, nameField: declared.texts[0] as string } : undefined;
  }, [resource]);
}

/** Which control of which row to focus once the list shows the row in its new place. */
export type OrderControl = 'up' | 'down' | 'handle';
interface FocusRequest {
  id: Identifier;
  place: number;
  control: OrderControl;
}

interface OrderState {
  ordering: ListOrdering;
  /** What names a row in its controls and in what is said of a move. */
  nameOf(record: RaRecord): string;
  /** Whether the rows may move now: the list is in its order, smallest first, and no move is being saved. */
  movable: boolean;
  /** Moves the record at `from` (an index of the rows shown) to `to`, and focuses `control` of it there. */
  move(from: number, to: number, control: OrderControl): void;
  focusRequest: FocusRequest | null;
  focused(): void;
  /** The index of the row being dragged, if any. */
  dragged: number | null;
  startDrag(index: number): void;
  endDrag(): void;
}

const OrderContext = createContext<OrderState | null>(null);

export function useOrderState(): OrderState {
  const state = useContext(OrderContext);
  if (!state) throw new Error('Order controls belong in a list inside OrderedRows');
  return state;
}

/** The rows shown with one of them moved. */
function movedIds(data: readonly RaRecord[], from: number, to: number): Identifier[] {
  const ids = data.map((record) => record.id);
  const [moving] = ids.splice(from, 1);
  ids.splice(to, 0, moving!);
  return ids;
}

/** The index, among the rows of the table's body, of the row an event happened in. */
function rowIndexOf(event: DragEvent): number | null {
  const row = (event.target as Element).closest('tbody > tr');
  return row?.parentElement ? Array.prototype.indexOf.call(row.parentElement.children, row) : null;
}

/**
 * Around the table of an ordered list: saves a move (the rows shown, in their new order: the
 * server gives them the places they held among them, so a searched or filtered list reorders
 * its own rows) and takes the drop of a dragged row onto another, marking where it would land.
 */
export function OrderedRows({ ordering, children }: { ordering: ListOrdering; children: ReactNode }) {
  const { data = [], sort, resource } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  // Where a move is said for screen readers, replaced by the next one: the row shows it moved, and
  // snackbars would queue up behind quick moves.
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const movable = !saving && sort.field === ordering.field && sort.order === 'ASC';
  // A row is named as the rest of the back office names its record (recordText.ts's representedBy:
  // in the interface's language, a page's opening text by its first words): "Move down" alone
  // would not say which row moves.
  const representation = useGetRecordRepresentation(resource);
  const nameOf = useCallback(
    (record: RaRecord) => {
      const shown = representation(record);
      return typeof shown === 'string' ? shown : String(record[ordering.nameField] ?? '');
    },
    [ordering.nameField, representation],
  );

  const move = useCallback(
    async (from: number, to: number, control: OrderControl) => {
      const record = data[from];
      if (!record || from === to || to < 0 || to >= data.length) return;
      setSaving(true);
      try {
        await dataProvider.reorder(resource, { ids: movedIds(data, from, to) });
        setFocusRequest({ id: record.id, place: to, control });
        setAnnouncement(
          translate('lists.order.moved', {
            name: nameOf(record),
            place: to + 1,
            count: data.length,
          }),
        );
      } catch (error) {
        // A 400 names a row the list shows but the server no longer has: the list was out of date.
        if ((error as { status?: unknown }).status === 400) {
          notify('lists.order.changed', { type: 'warning' });
        } else {
          const message = (error as Error).message;
          notify(message || 'forms.messages.error_saving', { type: 'error', messageArgs: { _: message } });
        }
      } finally {
        setSaving(false);
        refresh();
      }
    },
    [data, dataProvider, nameOf, notify, refresh, resource, translate],
  );

  const state = useMemo<OrderState>(
    () => ({
      ordering,
      nameOf,
      movable,
      move: (from, to, control) => void move(from, to, control),
      focusRequest,
      focused: () => setFocusRequest(null),
      dragged,
      startDrag: setDragged,
      endDrag: () => {
        setDragged(null);
        setTarget(null);
      },
    }),
    [ordering, nameOf, movable, move, focusRequest, dragged],
  );

  const over = (event: DragEvent) => {
    const index = rowIndexOf(event);
    if (dragged === null || index === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setTarget(index);
  };
  const drop = (event: DragEvent) => {
    const index = rowIndexOf(event);
    if (dragged === null || index === null) return;
    event.preventDefault();
    state.move(dragged, index, 'handle');
    state.endDrag();
  };

  // The row a dragged one would take the place of shows a line on the side it would land.
  const landing =
    dragged !== null && target !== null && target !== dragged
      ? {
          [`& tbody > tr:nth-of-type(${target + 1}) > td`]: {
            [target < dragged ? 'borderTop' : 'borderBottom']: '3px solid',
            borderColor: 'primary.main',
          },
        }
      : {};

  return (
    <OrderContext.Provider value={state}>
      <Box onDragOver={over} onDrop={drop} onDragLeave={() => setTarget(null)} sx={landing}>
        {children}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </OrderContext.Provider>
  );
}
