import { useMediaQuery } from '@mui/material';

/**
 * True when the visitor asked the system for less motion: then nothing rotates, slides by
 * itself, counts up or starts playing. MUI's hook is safe to render on the server (false there).
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
