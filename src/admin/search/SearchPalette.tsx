import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  List,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SUBSTRING_SEARCH_SHORTEST } from '../../api/common';
import type { SearchHit } from '../../api/search';
import { SearchHitOption } from './SearchHitOption';
import { type StaffSearch, useStaffSearch } from './useStaffSearch';

export interface SearchPaletteProps {
  open: boolean;
  onClose: () => void;
}

/** The sentence under the field: what to do, what is going on, or how much was found. */
function useSearchStatus(search: StaffSearch, query: string): string {
  const translate = useTranslate();
  if (search.state === 'too-short')
    return translate('lists.search_shortest', { smart_count: SUBSTRING_SEARCH_SHORTEST });
  if (search.state === 'failed') return translate('sidebar.search.failed');
  if (search.state === 'searching') return translate('sidebar.search.searching');
  if (search.total === 0) return translate('sidebar.search.nothing', { query: query.trim() });
  const found = translate('sidebar.search.found', { smart_count: search.total });
  if (search.total <= search.hits.length) return found;
  return `${found}. ${translate('sidebar.search.more', { shown: search.hits.length, total: search.total })}`;
}

/**
 * The back office's search palette (Ctrl+K, ⌘K on a Mac, or the app bar's Search): a field whose
 * hits are listed as it is typed, in the interface's language, each opening its record's screen.
 * The field is a combobox and the hits its listbox (WAI-ARIA's pattern): the focus stays in the
 * field, the arrows move the active hit, Enter opens it, Escape closes the dialog.
 */
export default function SearchPalette({ open, onClose }: SearchPaletteProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = useStaffSearch(query, language);
  const hits: SearchHit[] = 'hits' in search ? search.hits.filter((hit) => hit.edit_url) : [];
  const [pointed, setActive] = useState(0);
  // The list may have shrunk since a hit was pointed at.
  const active = Math.max(0, Math.min(pointed, hits.length - 1));
  const field = useRef<HTMLInputElement>(null);
  const ids = useId();
  const optionId = (at: number) => `${ids}-hit-${at}`;
  const status = useSearchStatus(search, query);

  const activeId = hits.length > 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const choose = (hit: SearchHit | undefined) => {
    if (!hit?.edit_url) return;
    onClose();
    void navigate(hit.edit_url);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves && hits.length > 0) {
      event.preventDefault();
      setActive((active + moves[event.key]! + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(hits[active]);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${ids}-title`}
      fullWidth
      maxWidth="sm"
      // The text typed last is there again, ready to be typed over (selected as the dialog
      // appears, before anything new is typed).
      slotProps={{ transition: { onEnter: () => field.current?.select() } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={`${ids}-title`} sx={{ pr: 7 }}>
        {translate('sidebar.search.title')}
      </DialogTitle>
      <IconButton
        aria-label={translate('sidebar.search.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          inputRef={field}
          label={translate('sidebar.search.field')}
          placeholder={translate('sidebar.search.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          sx={{ mt: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': hits.length > 0,
              'aria-controls': hits.length > 0 ? `${ids}-hits` : undefined,
              'aria-activedescendant': activeId,
              'aria-describedby': `${ids}-status ${ids}-keys`,
            },
          }}
        />
        <Typography id={`${ids}-status`} role="status" variant="body2" sx={{ mt: 1 }}>
          {status}
        </Typography>
        {hits.length > 0 && (
          <List id={`${ids}-hits`} role="listbox" aria-label={translate('sidebar.search.field')} sx={{ mt: 1 }}>
            {hits.map((hit, at) => (
              <SearchHitOption
                key={`${hit.type}:${hit.id}`}
                hit={hit}
                id={optionId(at)}
                active={at === active}
                onChoose={() => choose(hit)}
                onPoint={() => setActive(at)}
              />
            ))}
          </List>
        )}
        <Typography id={`${ids}-keys`} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {translate('sidebar.search.keys')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
