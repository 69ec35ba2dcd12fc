import styled from '@emotion/styled';
import { EASE } from '../../designTokens';

/*
 * The few icons of the frame and of Home's hero, drawn as MUI's SvgIcon draws Material icons (the
 * same 24-unit paths, 1em square in the colour of the text), without SvgIcon and the theme it reads.
 */

/** Material's `Menu`, `PhoneOutlined`, `Pause` and `PlayCircle` icons. */
const PATHS = {
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  phone:
    'M6.54 5c.06.89.21 1.76.45 2.59l-1.2 1.2c-.41-1.2-.67-2.47-.76-3.79zm9.86 12.02c.85.24 1.72.39 2.6.45v1.49c-1.32-.09-2.59-.35-3.8-.75zM7.5 3H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.49c0-.55-.45-1-1-1-1.24 0-2.45-.2-3.57-.57-.1-.04-.21-.05-.31-.05-.26 0-.51.1-.71.29l-2.2 2.2c-2.83-1.45-5.15-3.76-6.59-6.59l2.2-2.2c.28-.28.36-.67.25-1.02C8.7 6.45 8.5 5.25 8.5 4c0-.55-.45-1-1-1',
  pause: 'M6 19h4V5H6zm8-14v14h4V5z',
  play: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M9.5 16.5v-9l7 4.5z',
} as const;

const Svg = styled.svg({
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  transition: `fill 200ms ${EASE} 0ms`,
  fill: 'currentColor',
  fontSize: '1.5rem',
});

/** MUI's `fontSize="small"`. */
const SmallSvg = styled(Svg)({ fontSize: '1.25rem' });

/** A decorative icon: the button or link it is in has the words. */
export function FrameIcon({ name, small = false }: { name: keyof typeof PATHS; small?: boolean }) {
  const Shape = small ? SmallSvg : Svg;
  return (
    <Shape focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={PATHS[name]} />
    </Shape>
  );
}
