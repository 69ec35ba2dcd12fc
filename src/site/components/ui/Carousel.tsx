import { Box } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInBrowser } from '../lazy/useInBrowser';
import { useLoadedComponent } from '../lazy/useLoadedComponent';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** What the carousel shows, read out by screen readers, e.g. 'Our products'. */
  label: string;
  slides: readonly CarouselSlide[];
  /** Slides side by side from a window width up (swiper's min-width breakpoints); one by default. */
  breakpoints?: Record<number, { slidesPerView: number }>;
}

/**
 * Swiper (about 30 kB gzip) is fetched and started when the carousel's top has come a quarter of
 * the screen into view: starting it takes a phone about 150 ms of main thread, which a carousel
 * showing its first few pixels at the bottom of the first screen (Infrastructure on a phone)
 * does not need yet. Until then the still slides scroll sideways as they are.
 */
const IN_VIEW = '0px 0px -25% 0px';
const GAP_PX = 24;
const loadSwiperCarousel = () => import('./SwiperCarousel');

/** The width of one slide when `perView` share a row. */
const slideWidth = (perView: number) => `calc((100% - ${(perView - 1) * GAP_PX}px) / ${perView})`;

/**
 * The slides as plain HTML before swiper arrives: the same region, slides and dots as swiper
 * draws them, in a row that scrolls sideways (so visitors without scripts see every slide).
 * Pressing a dot asks for the swiper at that slide; the dots need scripts, so they stay disabled
 * until the page is hydrated.
 */
function StillCarousel({ label, slides, breakpoints = {}, onDot }: CarouselProps & { onDot: (index: number) => void }) {
  const { t } = useTranslation('home');
  const inBrowser = useInBrowser();
  const widths = Object.fromEntries(
    Object.entries(breakpoints).map(([minWidth, { slidesPerView }]) => [
      `@media (min-width: ${minWidth}px)`,
      { flexBasis: slideWidth(slidesPerView) },
    ]),
  );
  return (
    <Box
      role="region"
      aria-label={label}
      aria-roledescription={t('carousel.roleDescription')}
      sx={{ position: 'relative', pb: 5 }}
    >
      {/* Focusable, so a keyboard can scroll the row too (with the arrow keys). */}
      <Box
        tabIndex={0}
        sx={{
          display: 'flex',
          gap: `${GAP_PX}px`,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
        }}
      >
        {slides.map((slide, index) => (
          <Box
            key={slide.key}
            role="group"
            aria-roledescription={t('carousel.slideRoleDescription')}
            aria-label={t('carousel.slideLabel', { index: index + 1, slidesLength: slides.length })}
            sx={{ flex: '0 0 100%', scrollSnapAlign: 'start', ...widths }}
          >
            {slide.content}
          </Box>
        ))}
      </Box>
      <Box sx={{ position: 'absolute', bottom: 8, left: 0, right: 0, display: 'flex', justifyContent: 'center' }}>
        {slides.map((slide, index) => (
          <Box
            component="button"
            type="button"
            key={slide.key}
            aria-label={t('carousel.goToSlide', { index: index + 1 })}
            aria-current={index === 0 ? 'true' : undefined}
            disabled={!inBrowser}
            onClick={() => onDot(index)}
            sx={{
              width: 12,
              height: 12,
              mx: '6px',
              p: 0,
              border: 0,
              borderRadius: '50%',
              cursor: 'pointer',
              bgcolor: index === 0 ? 'primary.main' : '#3d4f61',
              opacity: index === 0 ? 1 : 0.2,
            }}
          />
        ))}
      </Box>
    </Box>
  );
}

/**
 * A carousel that costs nothing until it is in view: the slides are plain HTML first
 * (also what the server renders), and the swiper (SwiperCarousel.tsx) takes over when the carousel
 * comes well into view or a dot is pressed.
 */
export function Carousel(props: CarouselProps) {
  const [startAt, setStartAt] = useState<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (startAt !== null || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setStartAt((current) => current ?? 0);
      },
      { rootMargin: IN_VIEW },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [startAt]);

  const swiperCarousel = useLoadedComponent(loadSwiperCarousel, startAt !== null);
  return (
    <div ref={frame}>
      {swiperCarousel ? (
        swiperCarousel({ ...props, initialSlide: startAt ?? 0 })
      ) : (
        <StillCarousel {...props} onDot={setStartAt} />
      )}
    </div>
  );
}
