import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SearchPaletteProps } from './SearchPalette';

// A chunk of its own, outside what the first screen waits for; fetched once the browser is idle
// after it, so that words typed right after Ctrl+K are not lost while it downloads. Once here it
// is shown at once: React.lazy would still wait a turn (its field unfocused) before showing it.
let downloaded: ComponentType<SearchPaletteProps> | undefined;
const loadPalette = async () => {
  const palette = await import('./SearchPalette');
  downloaded = palette.default;
  return palette;
};
const LazyPalette = lazy(loadPalette);

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
  // Chosen at the first opening and kept: another component in its place would lose what was typed.
  const [Palette, setPalette] = useState<ComponentType<SearchPaletteProps>>();
  const show = () => {
    setPalette((chosen?: ComponentType<SearchPaletteProps>) => chosen ?? downloaded ?? LazyPalette);
    setOpen(true);
  };

  useEffect(() => {
    const preload = () => void loadPalette();
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 2000);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preload, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      show();
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
        sx={{
          textTransform: 'none',
          mx: { xs: 0, sm: 1 },
          minWidth: { xs: 40, sm: 64 },
          '& .MuiButton-startIcon': { mx: { xs: 0, sm: 1 } },
        }}
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
      {Palette && (
        <Suspense fallback={null}>
          <Palette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
