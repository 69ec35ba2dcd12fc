import styled from '@emotion/styled';
import type { SVGProps } from 'react';
import { COLORS } from '../../designTokens';

/*
 * The public site's icons, drawn for the park (icons/, one drawing a module) and shown 1em square
 * in the colour of the text around them. Emotion alone, no MUI: the navbar and Home's hero show
 * icons on the first screen, which loads no MUI. Its size is set by a single class, so the places
 * MUI sizes an icon by CSS (a Button's startIcon and endIcon) still win over it, as they do over
 * MUI's own icons.
 */

/**
 * An icon's drawing, on a 24-unit grid in the site's one style: `line` is drawn with a round pen
 * 1.8 units wide; `solid`, where a sign reads better filled (the play triangle, the pause bars, the
 * padlock's body), is filled and rounded by the same pen, so it stands half a pen beyond its
 * coordinates. Each drawing is a module of its own: the bundler puts a module whole into one chunk,
 * so one module of all the icons would bring every drawing to the first screen of /.
 */
export interface IconDrawing {
  readonly line?: string;
  readonly solid?: string;
}

const SIZES: Record<string, string> = { small: '1.25rem', medium: '1.5rem', large: '2.1875rem' };

type Tone = 'primary' | 'secondary';

// Neither `iconSize` nor `tone` is an svg attribute, so emotion does not pass them on to the element.
const Svg = styled.svg<{ iconSize: string | number; tone?: Tone }>(
  { width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, userSelect: 'none' },
  ({ iconSize, tone }) => ({ fontSize: iconSize, color: tone && COLORS[tone] }),
);

interface SiteIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  drawing: IconDrawing;
  /** `medium` (the default) is 1.5rem, `small` 1.25rem, `large` 2.1875rem; a number is px. */
  size?: 'small' | 'medium' | 'large' | number;
  /** The park's copper or teal instead of the colour of the text. */
  tone?: Tone;
}

/**
 * One of the site's icons. It is decorative, hidden from assistive technology: the words beside it
 * say what it means. Given an `aria-label`, it is an image with those words instead.
 */
export function SiteIcon({ drawing, size = 'medium', tone, ...svg }: SiteIconProps) {
  const label = svg['aria-label'];
  return (
    <Svg
      iconSize={SIZES[size] ?? size}
      tone={tone}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={!label || undefined}
      role={label ? 'img' : undefined}
      {...svg}
    >
      {drawing.line && <path d={drawing.line} />}
      {drawing.solid && <path d={drawing.solid} fill="currentColor" />}
    </Svg>
  );
}
