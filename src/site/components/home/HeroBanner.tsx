import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Box, Container, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { NAVY } from '../../theme';
import { usePrefersReducedMotion } from '../ui/usePrefersReducedMotion';
import { pictureSources } from '../../../api/pictures';
import { ContainedButton } from '../frame/FrameButton';
import { ResponsivePicture } from '../ui/ResponsivePicture';
import { VideoModal } from '../ui/VideoModal';
import { useInBrowser } from '../lazy/useInBrowser';

const HERO_IMAGES = ['/site/hero/hero-1.webp', '/site/hero/hero-2.webp', '/site/hero/hero-3.webp'] as const;
/** A new background every 4 s, faded in over 0.5 s. */
const ROTATION_MS = 4000;
const FADE = 'opacity 0.5s ease-in-out';

/** The index of the background on show: 0, 1, 2, 0… every ROTATION_MS, unless `still`. */
function useRotatingIndex(count: number, still: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (still) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, still]);
  return index;
}

/**
 * The first background is the page's largest paint. Announced at the top of the HTML's head (React
 * hoists the preload), a phone asks for it before the scripts, not after them in the body.
 */
function preloadFirstBackground() {
  const [best] = pictureSources(HERO_IMAGES[0]);
  if (!best) return;
  preload(HERO_IMAGES[0], {
    as: 'image',
    type: best.type,
    imageSrcSet: best.srcSet,
    imageSizes: '100vw',
    fetchPriority: 'high',
  });
}

/** Three backgrounds stacked on each other; the current one is opaque and marked data-active. */
function HeroBackgrounds({ active, fade }: { active: number; fade: boolean }) {
  return HERO_IMAGES.map((src, index) => (
    // The backgrounds cover the whole width of the screen.
    <ResponsivePicture key={src} src={src} sizes="100vw">
      <Box
        component="img"
        src={src}
        alt=""
        width={1600}
        height={900}
        data-active={index === active}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          opacity: index === active ? 1 : 0,
          transition: fade ? FADE : 'none',
        }}
      />
    </ResponsivePicture>
  ));
}

/** The home page's hero: the park's name and pitch over rotating backgrounds, and the film in a modal. */
export function HeroBanner() {
  const { t } = useTranslation(['news', 'home']);
  preloadFirstBackground();
  const reducedMotion = usePrefersReducedMotion();
  const active = useRotatingIndex(HERO_IMAGES.length, reducedMotion);
  const [videoOpen, setVideoOpen] = useState(false);
  // The film plays in a modal, with scripts only.
  const inBrowser = useInBrowser();

  return (
    <Box
      component="section"
      id="hero"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: NAVY,
        color: '#fff',
        minHeight: { xs: 480, md: '72vh' },
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <HeroBackgrounds active={active} fade={!reducedMotion} />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(100deg, rgba(11,23,36,0.9) 0%, rgba(11,23,36,0.7) 45%, rgba(11,23,36,0.25) 100%)',
        }}
      />
      <Container sx={{ position: 'relative', py: { xs: 8, md: 12 } }}>
        <Typography id="hero-title" variant="h1" sx={{ maxWidth: 760, mb: 2 }}>
          {t('news:companyName')}
        </Typography>
        <Typography sx={{ maxWidth: 640, fontSize: { xs: '1.05rem', md: '1.25rem' }, mb: 4, color: '#f2e6d0' }}>
          {t('news:infoText')}
        </Typography>
        <ContainedButton
          type="button"
          disabled={!inBrowser}
          onClick={() => setVideoOpen(true)}
          sx={{
            padding: '8px 22px',
            fontSize: '0.9375rem',
            '& > svg': { fontSize: 22 },
            '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 3 },
          }}
        >
          <PlayCircleIcon />
          {t('home:hero.play')}
        </ContainedButton>
      </Container>
      <VideoModal open={videoOpen} onClose={() => setVideoOpen(false)} />
    </Box>
  );
}
