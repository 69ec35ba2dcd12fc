import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FONT_FAMILY, fromWidth, H1, NAVY, SAND } from '../../designTokens';
import { usePrefersReducedMotion } from '../ui/usePrefersReducedMotion';
import { pictureSources } from '../../../api/pictures';
import type { HeroSlide } from '../../../api/heroSlides';
import { useLanguage } from '../../../i18n/useLanguage';
import { contentListRead } from '../../queries/contentReads';
import { useReadWithoutCache } from '../../queries/readWithoutCache';
import { useTextLanguage } from '../../textLanguage';
import { useLocalizedPath } from '../../useLocalizedPath';
import { ContainedButton, TextAnchor, TextButton, TextNavLink } from '../frame/FrameButton';
import { SiteIcon } from '../ui/SiteIcon';
import { pauseIcon } from '../ui/icons/pauseIcon';
import { playDiscIcon } from '../ui/icons/playDiscIcon';
import { ResponsivePicture } from '../ui/ResponsivePicture';
import { VideoModal } from '../ui/VideoModal';
import { useInBrowser } from '../lazy/useInBrowser';

/*
 * The hero is drawn with emotion alone, in the look MUI's Typography and Container give the pages
 * in the site's theme: MUI, its theme and its components stay out of Home's first screen and come
 * with the sections below it.
 */

const Section = styled.section({
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: NAVY,
  color: '#fff',
  display: 'flex',
  alignItems: 'center',
  minHeight: 480,
  [fromWidth('md')]: { minHeight: '72vh' },
});

/** A slide's background; only the one on show is opaque, and it fades in unless motion is reduced. */
const Background = styled('img', { shouldForwardProp: (prop) => prop !== 'fade' })<{ fade: boolean }>(
  {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    opacity: 0,
    '&[data-active="true"]': { opacity: 1 },
  },
  ({ fade }) => ({ transition: fade ? FADE : 'none' }),
);

/** Darker on the side of the words, so they read over any picture. */
const Shade = styled.div({
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(100deg, rgba(11,23,36,0.9) 0%, rgba(11,23,36,0.7) 45%, rgba(11,23,36,0.25) 100%)',
});

/** The words in the column of the pages below (MUI's Container at its `lg` width). */
const Column = styled.div({
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  boxSizing: 'border-box',
  position: 'relative',
  paddingLeft: 16,
  paddingRight: 16,
  paddingTop: 64,
  paddingBottom: 64,
  [fromWidth('sm')]: { paddingLeft: 24, paddingRight: 24 },
  [fromWidth('md')]: { paddingTop: 96, paddingBottom: 96 },
  [fromWidth('lg')]: { maxWidth: 1200 },
});

const Title = styled.h1({
  margin: 0,
  ...H1,
  fontFamily: FONT_FAMILY,
  lineHeight: 1.167,
  maxWidth: 760,
  marginBottom: 16,
});

const Lead = styled.p({
  margin: 0,
  fontFamily: FONT_FAMILY,
  fontWeight: 400,
  lineHeight: 1.5,
  maxWidth: 640,
  marginBottom: 32,
  color: SAND,
  fontSize: '1.05rem',
  [fromWidth('md')]: { fontSize: '1.25rem' },
});

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 16 });

const PlayButton = styled(ContainedButton)({
  padding: '8px 22px',
  fontSize: '0.9375rem',
  '& > svg': { fontSize: 22 },
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 3 },
});

/** A new background every 4 s, faded in over 0.5 s. */
const ROTATION_MS = 4000;
const FADE = 'opacity 0.5s ease-in-out';

/** The index of the slide on show: 0, 1, 2, 0… every ROTATION_MS, unless `still`. */
function useRotatingIndex(count: number, still: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (still || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, still]);
  // Staff may have removed slides since: the count is what there is now.
  return count > 0 ? index % count : 0;
}

/**
 * The first background is the page's largest paint. Announced at the top of the HTML's head (React
 * hoists the preload), a phone asks for it before the scripts, not after them in the body.
 */
function preloadFirstBackground(src: string | undefined) {
  const [best] = src ? pictureSources(src) : [];
  if (!src || !best) return;
  preload(src, {
    as: 'image',
    type: best.type,
    imageSrcSet: best.srcSet,
    imageSizes: '100vw',
    fetchPriority: 'high',
  });
}

/**
 * The slides' backgrounds stacked on each other; the current one is opaque and marked data-active,
 * the others hidden from screen readers. A background's alt text is the one staff wrote, and none
 * without it: the slide's title is the heading written over it, which a screen reader reads next.
 */
function HeroBackgrounds({ slides, active, fade }: { slides: HeroSlide[]; active: number; fade: boolean }) {
  const { altOf } = useTextLanguage();
  return slides.map((slide, index) => (
    // The backgrounds cover the whole width of the screen.
    <ResponsivePicture key={slide.id} src={slide.picture} sizes="100vw">
      <Background
        src={slide.picture}
        {...(index === active ? altOf(slide) : { alt: '' })}
        aria-hidden={index === active ? undefined : true}
        width={1600}
        height={900}
        data-active={index === active}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        fade={fade}
      />
    </ResponsivePicture>
  ));
}

/** The slide's link: a page of this site in the page's language, or another site in a new tab. */
function SlideLink({ slide }: { slide: HeroSlide }) {
  const { t } = useTranslation('home');
  const localized = useLocalizedPath();
  const look = { border: '1px solid currentColor', padding: '7px 21px', fontSize: '0.9375rem' };
  if (slide.link.startsWith('/')) {
    return (
      <TextNavLink to={localized(slide.link)} style={look} aria-label={t('hero.moreAbout', { title: slide.title })}>
        {t('hero.more')}
      </TextNavLink>
    );
  }
  return (
    <TextAnchor
      href={slide.link}
      target="_blank"
      rel="noopener noreferrer"
      style={look}
      aria-label={t('hero.moreElsewhere', { title: slide.title })}
    >
      {t('hero.more')}
    </TextAnchor>
  );
}

/**
 * The home page's hero: the slides staff keep (a background, a heading and a few words, maybe a
 * link) taking turns, and the film in a modal. Without slides it shows the park's name.
 */
export function HeroBanner() {
  const { t } = useTranslation(['news', 'home']);
  const slides = useReadWithoutCache(contentListRead<HeroSlide>('hero-slides', useLanguage())) ?? [];
  preloadFirstBackground(slides[0]?.picture);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const active = useRotatingIndex(slides.length, reducedMotion || paused);
  const slide = slides[active];
  const [videoOpen, setVideoOpen] = useState(false);
  const { langOf } = useTextLanguage();
  // The film plays in a modal, with scripts only.
  const inBrowser = useInBrowser();

  return (
    <Section id="hero" aria-labelledby="hero-title">
      <HeroBackgrounds slides={slides} active={active} fade={!reducedMotion} />
      <Shade aria-hidden />
      <Column>
        <Title id="hero-title" lang={slide && langOf(slide, 'title')}>
          {slide?.title ?? t('news:companyName')}
        </Title>
        <Lead lang={slide && langOf(slide, 'text')}>{slide?.text}</Lead>
        <Actions>
          <PlayButton type="button" disabled={!inBrowser} onClick={() => setVideoOpen(true)}>
            <SiteIcon drawing={playDiscIcon} />
            {t('home:hero.play')}
          </PlayButton>
          {slide?.link && <SlideLink slide={slide} />}
        </Actions>
      </Column>
      {slides.length > 1 && !reducedMotion && (
        // Words that change by themselves can be stopped (WCAG 2.2.2).
        <TextButton
          type="button"
          disabled={!inBrowser}
          aria-pressed={paused}
          onClick={() => setPaused((was) => !was)}
          style={{ position: 'absolute', right: 16, bottom: 16 }}
        >
          <SiteIcon drawing={pauseIcon} />
          {t('home:hero.pause')}
        </TextButton>
      )}
      <VideoModal open={videoOpen} onClose={() => setVideoOpen(false)} />
    </Section>
  );
}
