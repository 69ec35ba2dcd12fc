import { Box, CircularProgress, CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './components/Footer';
import { Navbar } from './components/Navbar';
import { ToastProvider } from './components/Toasts';
import { createSiteQueryClient } from './queryClient';
import { siteTheme } from './theme';

function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** The public frame around every page: theme, data cache, toasts, navbar and footer. */
export function PublicLayout() {
  const [queryClient] = useState(createSiteQueryClient);
  return (
    <ThemeProvider theme={siteTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
            <Navbar />
            <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </Box>
            <Footer />
          </Box>
          <ScrollRestoration />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
