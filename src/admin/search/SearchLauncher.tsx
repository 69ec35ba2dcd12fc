import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

// Downloaded when first opened: most visits to the back office never search.
const SearchPalette = lazy(() => import('./SearchPalette'));

const ON_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Ctrl+K, or ⌘K on a Mac. By the key's place as well as its letter: on a Russian layout the same
 * key types `л`. A shortcut a focused editor has already taken (its own Ctrl+K) is left to it.
 */
function isPaletteShortcut(event: KeyboardEvent): boolean {
  const modifier = ON_MAC ? event.metaKey : event.ctrlKey;
  const isK = event.code === 'KeyK' || event.key.toLowerCase() === 'k';
  return modifier && isK && !event.altKey && !event.shiftKey && !event.defaultPrevented;
}

/**
 * The app bar's search: a button showing its shortcut, and the shortcut itself anywhere in the
 * back office, both opening the search palette. Once loaded, the palette stays mounted (closed),
 * so it opens again at once with what was typed last.
 */
export function SearchLauncher() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<SearchIcon />}
        aria-label={translate('sidebar.search.open')}
        aria-haspopup="dialog"
        aria-keyshortcuts={ON_MAC ? 'Meta+K' : 'Control+K'}
        onClick={show}
        sx={{ textTransform: 'none', mx: 1, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {translate('sidebar.search.open')}
        </Box>
        <Box
          component="kbd"
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'inline' },
            ml: 1,
            px: 0.75,
            border: 1,
            borderRadius: 1,
            opacity: 0.8,
            fontFamily: 'inherit',
            fontSize: '0.75rem',
          }}
        >
          {ON_MAC ? '⌘K' : 'Ctrl K'}
        </Box>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
