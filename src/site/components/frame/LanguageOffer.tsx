import styled from '@emotion/styled';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { addressInLanguage } from '../../../i18n/languagePaths';
import type { Language } from '../../../i18n/namespaces';
import { useLanguage } from '../../../i18n/useLanguage';
import { COLORS } from '../../designTokens';
import { KEEPS_LANGUAGE_ATTRIBUTE } from '../../render/languageChoice';
import { closeLanguageOffer, languageToOffer } from './languageOfferCheck';

// Fixed at the bottom, over the page: it moves nothing under the reader's eyes.
const Bar = styled.section({
  position: 'fixed',
  left: 12,
  right: 12,
  bottom: 12,
  zIndex: 1400,
  maxWidth: 520,
  margin: '0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  padding: '10px 12px 10px 16px',
  borderRadius: 8,
  background: COLORS.primary,
  color: '#fff',
  boxShadow: '0 3px 12px rgba(0, 0, 0, 0.3)',
  fontSize: 15,
  lineHeight: 1.4,
});

const Text = styled.p({ margin: 0, flex: '1 1 12em' });

const SwitchLink = styled.a({
  color: '#fff',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
});

const CloseButton = styled.button({
  minWidth: 40,
  minHeight: 40,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: '#fff',
  fontSize: 22,
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover': { background: 'rgba(255, 255, 255, 0.15)' },
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
});

/** The offer's texts in the language it offers: its `common` namespace, read once the offer is due. */
function useTextsIn(language: Language): TFunction | undefined {
  const { i18n } = useTranslation();
  const [t, setT] = useState<TFunction>();
  useEffect(() => {
    let current = true;
    const ready = () => current && setT(() => i18n.getFixedT(language, 'common'));
    if (i18n.hasResourceBundle(language, 'common')) ready();
    else void i18n.reloadResources([language], ['common']).then(ready);
    return () => {
      current = false;
    };
  }, [i18n, language]);
  return t;
}

/**
 * The offer, when there is one for this visitor (languageOfferCheck.ts): a small bar offering
 * this page in the browser's language, written in that language, with a link to the page there
 * (following it keeps the choice, as the language menu does) and a close button (remembered: the
 * offer is not made again).
 */
export default function LanguageOffer() {
  const addressLanguage = useLanguage();
  // Decided again when the address's language changes (a move to the offered language ends it).
  const [closed, setClosed] = useState(false);
  const language = useMemo(() => languageToOffer(addressLanguage), [addressLanguage]);
  return language && !closed ? <OfferBar language={language} onClose={() => setClosed(true)} /> : null;
}

function OfferBar({ language, onClose }: { language: Language; onClose: () => void }) {
  const t = useTextsIn(language);
  const location = useLocation();
  if (!t) return null;
  const close = () => {
    closeLanguageOffer();
    onClose();
  };
  return (
    <Bar lang={language} aria-label={t('languageOffer.label')}>
      <Text>{t('languageOffer.text')}</Text>
      <SwitchLink
        href={addressInLanguage(language, location)}
        hrefLang={language}
        {...{ [KEEPS_LANGUAGE_ATTRIBUTE]: '' }}
      >
        {t('languageOffer.switch')}
      </SwitchLink>
      <CloseButton type="button" aria-label={t('languageOffer.close')} onClick={close}>
        ×
      </CloseButton>
    </Bar>
  );
}
