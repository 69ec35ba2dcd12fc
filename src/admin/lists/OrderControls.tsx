import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { type OrderControl, useOrderState } from './ListOrder';

/** What a row's controls do not stop: a click on them must not open the record. */
const keepInRow = (event: { stopPropagation(): void }) => event.stopPropagation();

/**
 * A row's place in an ordered list (ListOrder.tsx): a handle to drag it onto another row (or,
 * focused, to move it with the up and down arrow keys), and buttons to move it one place up or
 * down; the first row has no "up", the last no "down". Shown while the list is in its order.
 */
export function OrderControls() {
  const record = useRecordContext();
  const { data = [] } = useListContext();
  const { nameOf, movable, move, focusRequest, focused, startDrag, endDrag } = useOrderState();
  const translate = useTranslate();
  const hintId = useId();
  const handleRef = useRef<HTMLSpanElement>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const index = record ? data.findIndex((one) => one.id === record.id) : -1;
  const last = data.length - 1;

  // A moved row is drawn anew in its place: the control that moved it keeps the focus (or, at an
  // end of the list, the one that still can).
  useEffect(() => {
    if (!record || focusRequest?.id !== record.id || focusRequest.place !== index) return;
    const wanted: OrderControl =
      focusRequest.control === 'up' && index === 0
        ? 'down'
        : focusRequest.control === 'down' && index === last
          ? 'up'
          : focusRequest.control;
    ({ handle: handleRef, up: upRef, down: downRef })[wanted].current?.focus();
    focused();
  });

  if (!record || index < 0 || !movable) return null;
  const name = nameOf(record);
  const keys = (event: KeyboardEvent) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : null;
    if (to === null || to < 0 || to > last) return;
    event.preventDefault();
    move(index, to, 'handle');
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }} onClick={keepInRow}>
      <Tooltip title={translate('lists.order.drag', { name })}>
        <Box
          component="span"
          ref={handleRef}
          role="button"
          tabIndex={0}
          aria-label={translate('lists.order.drag', { name })}
          aria-describedby={hintId}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', name);
            startDrag(index);
          }}
          onDragEnd={endDrag}
          onKeyDown={keys}
          sx={{ display: 'inline-flex', p: 1, cursor: 'grab', borderRadius: 1, color: 'text.secondary' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </Box>
      </Tooltip>
      <Box component="span" id={hintId} hidden>
        {translate('lists.order.keys')}
      </Box>
      <Box sx={{ width: 40 }}>
        {index > 0 && (
          <IconButton
            ref={upRef}
            size="small"
            aria-label={translate('lists.order.up', { name })}
            onClick={() => move(index, index - 1, 'up')}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ width: 40 }}>
        {index < last && (
          <IconButton
            ref={downRef}
            size="small"
            aria-label={translate('lists.order.down', { name })}
            onClick={() => move(index, index + 1, 'down')}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
