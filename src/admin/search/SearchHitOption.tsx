import { Box, Chip, ListItemButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SearchHit } from '../../api/search';
import { snippetParts } from '../../api/searchSnippet';

/**
 * The kind of record a hit is, in the interface's language: the resource's own name (the one its
 * screens use), else the menu's label of a declared resource without screens of its own.
 */
function useKindName() {
  const translate = useTranslate();
  return (type: string) =>
    translate(`resources.${type}.name`, {
      smart_count: 1,
      _: translate(`sidebar.menu.${type}`, { _: type }),
    });
}

interface SearchHitOptionProps {
  hit: SearchHit;
  id: string;
  active: boolean;
  onChoose: () => void;
  onPoint: () => void;
}

/** One hit of the palette's list: its kind, a chip for a draft or a scheduled record, its title and snippet. */
export function SearchHitOption({ hit, id, active, onChoose, onPoint }: SearchHitOptionProps) {
  const translate = useTranslate();
  const kindName = useKindName();
  const waiting = hit.status === 'draft' || hit.status === 'scheduled';
  return (
    <ListItemButton
      component="li"
      id={id}
      role="option"
      aria-selected={active}
      selected={active}
      tabIndex={-1}
      onClick={onChoose}
      onMouseMove={onPoint}
      sx={{ display: 'block', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {kindName(hit.type)}
        </Typography>
        {waiting && (
          <Chip
            size="small"
            color={hit.status === 'scheduled' ? 'info' : 'default'}
            label={translate(`forms.publishing.state.${hit.status}`)}
          />
        )}
      </Box>
      <Typography variant="body1" lang={hit.language} sx={{ fontWeight: 500 }}>
        {hit.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" lang={hit.language}>
        {snippetParts(hit.snippet).map((part, at) =>
          part.marked ? <mark key={at}>{part.text}</mark> : <span key={at}>{part.text}</span>,
        )}
      </Typography>
    </ListItemButton>
  );
}
