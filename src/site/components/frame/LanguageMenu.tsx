import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { TextButton } from './FrameButton';
import { LanguageFlag } from './LanguageFlag';
import { useInBrowser } from '../lazy/useInBrowser';
import { useLoadedComponent } from '../lazy/useLoadedComponent';

// The menu and its transitions come when it is about to be wanted: the visitor points at,
// focuses or touches the button.
const loadLanguageChoices = () => import('./LanguageChoices');

/**
 * The language button of the navbar; its dropdown (LanguageChoices.tsx) leads to this same page
 * in another language and keeps the choice.
 */
export function LanguageMenu() {
  const { t } = useTranslation('navbar');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const choices = useLoadedComponent(loadLanguageChoices, wanted || anchor !== null);
  const want = () => setWanted(true);
  const menuId = useId();
  const current = useLanguage();
  // The menu opens with scripts only; until the page is hydrated its button is disabled.
  const inBrowser = useInBrowser();

  return (
    <>
      <TextButton
        type="button"
        aria-label={t('language.choose', { language: t(`language.${current}`) })}
        disabled={!inBrowser}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={want}
        onFocus={want}
        onTouchStart={want}
        sx={{ minWidth: 0, fontWeight: 600 }}
      >
        <LanguageFlag language={current} />
        {current.toUpperCase()}
      </TextButton>
      {choices?.({ id: menuId, anchor, onClose: () => setAnchor(null) })}
    </>
  );
}
