import { useMediaQuery, type Theme } from '@mui/material';

/** Phones get react-admin's SimpleList instead of a data table (the back office must be usable on a phone). */
export const useIsPhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
