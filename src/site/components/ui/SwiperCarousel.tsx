import { Box } from '@mui/material';
import { useRef, type FocusEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { CarouselProps } from './Carousel';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

interface SwiperCarouselProps extends CarouselProps {
  /** The slide to start on: the dot the visitor pressed before the swiper had arrived. */
  initialSlide?: number;
}

/** A new slide every 3 s, sliding for 500 ms. */
const AUTOPLAY_DELAY_MS = 3000;
const SPEED_MS = 500;

/**
 * A looping swiper with clickable dots that plays by itself, stops while the pointer is
 * over it or focus is inside it, and stands still for visitors who asked for reduced motion.
 * Loaded by Carousel.tsx when the carousel comes near the screen.
 */
export default function SwiperCarousel({ label, slides, breakpoints, initialSlide = 0 }: SwiperCarouselProps) {
  const { t } = useTranslation('home');
  const reducedMotion = usePrefersReducedMotion();
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Swiper's own pauseOnMouseEnter resumes on pointer leave even while focus is still inside,
  // so hover and focus are tracked together and autoplay runs only when neither holds it.
  const held = useRef({ hover: false, focus: false });

  const followHold = () => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay || reducedMotion) return;
    if (held.current.hover || held.current.focus) autoplay.stop();
    else if (!autoplay.running) autoplay.start();
  };
  const setHover = (event: PointerEvent, hover: boolean) => {
    if (event.pointerType !== 'mouse') return;
    held.current.hover = hover;
    followHold();
  };
  const onFocus = () => {
    held.current.focus = true;
    followHold();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    held.current.focus = false;
    followHold();
  };

  return (
    <Box
      onPointerEnter={(event) => setHover(event, true)}
      onPointerLeave={(event) => setHover(event, false)}
      onFocus={onFocus}
      onBlur={onBlur}
      sx={{
        '--swiper-theme-color': (theme) => theme.palette.primary.main,
        '--swiper-pagination-bullet-size': '12px',
        '--swiper-pagination-bullet-inactive-color': '#3d4f61',
        '--swiper-pagination-bullet-horizontal-gap': '6px',
        '& .swiper': { pb: 5 },
        // Slides of one row share the tallest slide's height, so cards line up.
        '& .swiper-slide': { height: 'auto' },
        '& .swiper-pagination-bullet:focus-visible': {
          outline: '3px solid',
          outlineColor: 'secondary.main',
          outlineOffset: 2,
        },
      }}
    >
      {/* MUI learns the motion preference a render after mounting; the swiper then starts over
          with the right autoplay and speed. */}
      <Swiper
        key={reducedMotion ? 'still' : 'moving'}
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        loop
        initialSlide={initialSlide}
        speed={reducedMotion ? 0 : SPEED_MS}
        autoplay={reducedMotion ? false : { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false }}
        slidesPerView={1}
        slidesPerGroup={1}
        spaceBetween={24}
        breakpoints={breakpoints}
        pagination={{ clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          containerRole: 'region',
          containerMessage: label,
          containerRoleDescriptionMessage: t('carousel.roleDescription'),
          itemRoleDescriptionMessage: t('carousel.slideRoleDescription'),
          // Swiper fills in {{index}} and {{slidesLength}} itself, so they pass through i18next untouched.
          slideLabelMessage: t('carousel.slideLabel', { index: '{{index}}', slidesLength: '{{slidesLength}}' }),
          paginationBulletMessage: t('carousel.goToSlide', { index: '{{index}}' }),
          prevSlideMessage: t('carousel.previous'),
          nextSlideMessage: t('carousel.next'),
          firstSlideMessage: t('carousel.first'),
          lastSlideMessage: t('carousel.last'),
        }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
