import { Global, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import type { Language } from '../../../i18n/namespaces';
import { AddressLanguageContext } from '../../../i18n/useLanguage';
import { deferredPart, FirstPageCommitted } from '../lazy/DeferredPart';
import { Navbar } from './Navbar';
import { OpenSearchLink } from './OpenSearchLink';
import { ScrollOnNavigation } from './ScrollOnNavigation';
import { LanguageOfferSlot } from './LanguageOfferSlot';
import { ToastProvider } from '../forms/Toasts';
import { themedPart } from '../lazy/themedPart';
import { COLORS } from '../../designTokens';
import { pageBaseline } from './pageBaseline';

// At the bottom of every page: fetched and hydrated as it comes near the screen, or with the first
// move within the site (DeferredPart), with MUI and the site's MUI theme, which the frame does without.
const FrameEnd = deferredPart(themedPart(() => import('./FrameEnd').then((module) => ({ default: module.FrameEnd }))));

const turn = keyframes`to { transform: rotate(360deg); }`;
const grow = keyframes`from { transform: scaleX(0.05); } to { transform: scaleX(0.9); }`;

/**
 * While the visitor moves to another page (the browser's router marks the page being left busy),
 * a thin bar at the top of the window says the next one is coming. It appears after a short delay,
 * so a quick move does not flash it.
 */
const Main = styled.main({
  flex: 1,
  outline: 'none',
  '&[aria-busy="true"]::before': {
    content: '""',
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
    height: 3,
    // MUI's highest layer (tooltips'): over the navbar and any dialog.
    zIndex: 1500,
    backgroundColor: COLORS.secondary,
    transformOrigin: 'left',
    transform: 'scaleX(0)',
    animation: `${grow} 2s 150ms ease-out forwards`,
  },
});

/** The frame's column: the footer at the bottom of the window when a page is short. */
const Column = styled.div({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

const LoadingBox = styled.div({ display: 'grid', placeItems: 'center', minHeight: '50vh' });

const Ring = styled.div({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: '4px solid',
  borderColor: COLORS.primary,
  borderRightColor: 'transparent',
  animation: `${turn} 1s linear infinite`,
});

/**
 * A turning ring while a page's code arrives, drawn here: MUI's CircularProgress would add a
 * kilobyte to every page's first download for a moment most visitors never see, since the server
 * sends the pages whole.
 */
function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <LoadingBox>
      <Ring role="progressbar" aria-label={t('loading')} />
    </LoadingBox>
  );
}

/**
 * The texts follow the address: after the back button crosses from /ru/… to /…, say. The server
 * and the browser's first render already start in the address's language.
 */
function useAddressLanguage(language: Language) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}

/** The public frame around every page in one language: the baseline styles, toasts, navbar and footer. */
export function PublicLayout({ language }: { language: Language }) {
  useAddressLanguage(language);
  return (
    <AddressLanguageContext value={language}>
      <Global styles={pageBaseline} />
      <OpenSearchLink />
      <ToastProvider>
        <Column>
          <Navbar />
          <Main id="main" tabIndex={-1}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
              <FirstPageCommitted />
            </Suspense>
          </Main>
          <FrameEnd />
        </Column>
        <ScrollOnNavigation />
        <LanguageOfferSlot />
      </ToastProvider>
    </AddressLanguageContext>
  );
}
