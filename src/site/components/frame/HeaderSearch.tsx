import styled from '@emotion/styled';
import { type Ref, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_PAGE_PATH } from '../../../api/siteSearch';
import { COLORS, fromWidth, NAVY, RADIUS } from '../../designTokens';
import { useLocalizedPath } from '../../useLocalizedPath';
import { SiteIcon } from '../ui/SiteIcon';
import { searchIcon } from '../ui/icons/searchIcon';
import { ContainedButton, textLook } from './FrameButton';
import { menuButtonStyle, menuSurfaceStyle, openMenuStyle } from './menuEntryStyle';
import { useClosingDisclosure } from './useClosingDisclosure';

/*
 * The search in the header of every page: a plain GET form to the search page (/search?q=), so it
 * searches at the first tap, before the page's scripts or without them. Drawn with emotion alone,
 * like the rest of the bar: the first screen loads no MUI.
 */

const Form = styled.form({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 8, padding: 16 });

const Label = styled.label({ width: '100%', color: COLORS.textSecondary, fontSize: '0.875rem', fontWeight: 500 });

const Input = styled.input({
  flex: 1,
  minWidth: 0,
  height: 40,
  boxSizing: 'border-box',
  padding: '0 12px',
  font: 'inherit',
  color: NAVY,
  backgroundColor: COLORS.paper,
  border: `1px solid ${COLORS.textSecondary}`,
  borderRadius: RADIUS,
  '&:focus-visible': { outline: `2px solid ${NAVY}`, outlineOffset: 1 },
});

/** The words to find and the button that finds them, in the language on show. */
export function HeaderSearchForm({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('navbar');
  const localize = useLocalizedPath();
  const id = useId();
  return (
    <Form role="search" method="get" action={localize(SEARCH_PAGE_PATH)}>
      <Label htmlFor={id}>{t('search.field')}</Label>
      <Input ref={inputRef} id={id} name="q" type="search" autoComplete="off" />
      <ContainedButton type="submit">{t('search.submit')}</ContainedButton>
    </Form>
  );
}

// Wide screens only: on narrower ones the form is in the phone menu (PhoneMenu).
const Menu = styled.details({
  position: 'relative',
  display: 'none',
  [fromWidth('lg')]: { display: 'block' },
  ...openMenuStyle,
});

const Summary = styled.summary(textLook, { minWidth: 0, padding: 8, borderRadius: '50%', ...menuButtonStyle });

const Panel = styled.div({
  position: 'absolute',
  right: 0,
  top: '100%',
  marginTop: 4,
  width: 360,
  borderRadius: RADIUS,
  ...menuSurfaceStyle,
});

/**
 * The magnifying glass of the bar on wide screens, opening the search form under it. A `<details>`,
 * like the language menu: it opens without scripts; with them, the words field takes the focus.
 */
export function SearchMenu() {
  const { t } = useTranslation('navbar');
  const menu = useClosingDisclosure();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Menu ref={menu} onToggle={(event) => event.currentTarget.open && input.current?.focus()}>
      <Summary aria-label={t('search.open')}>
        <SiteIcon drawing={searchIcon} />
      </Summary>
      <Panel>
        <HeaderSearchForm inputRef={input} />
      </Panel>
    </Menu>
  );
}
