// The park's logo, the privilege illustrations, the statistic icons and the partner badges.
import { PALETTE as C, el, escapeXml, points, svgDocument } from './svg.mjs';

/** The badge's drawing on a 64-unit grid, reused by the social-share card. */
export function logoMark() {
  return (
    el('circle', { cx: 32, cy: 32, r: 31, fill: C.copper }) +
    el('circle', { cx: 32, cy: 32, r: 26.5, fill: C.navy }) +
    // Mountains of the Qurama range behind the park.
    el('path', { d: 'M9 41 21 22l7 9 8-14 19 24z', fill: C.sand }) +
    el('path', { d: 'M33 22.2 36 17l4.6 6.9-3.2-1.9-2.3 2.4z', fill: C.navy, opacity: 0.35 }) +
    // Three copper cathode plates standing in front.
    el('rect', { x: 19, y: 33, width: 7, height: 15, rx: 1, fill: C.copper }) +
    el('rect', { x: 28.5, y: 30, width: 7, height: 18, rx: 1, fill: C.copperLight }) +
    el('rect', { x: 38, y: 33, width: 7, height: 15, rx: 1, fill: C.copper }) +
    el('rect', { x: 15, y: 48, width: 34, height: 3, rx: 1.5, fill: C.tealLight }) +
    // The spark for the electrical equipment.
    el('path', { d: 'M46 12h6l-3 6h4l-8 10 2-7h-4z', fill: C.tealLight })
  );
}

export function logo() {
  return svgDocument({
    width: 64,
    height: 64,
    title: 'Olmaliq Copper Technopark logo: copper cathodes before mountains with a spark',
    body: logoMark(),
  });
}

// ---------------------------------------------------------------- privileges (96 × 96)

const privilegeBackdrop =
  el('circle', { cx: 48, cy: 48, r: 46, fill: C.sand }) +
  el('circle', { cx: 48, cy: 48, r: 46, fill: 'none', stroke: C.copper, 'stroke-width': 2 });

export const privileges = {
  tax: {
    title: 'Tax privileges: a tax form with a percent sign and a downward arrow',
    body:
      el('rect', { x: 24, y: 18, width: 40, height: 54, rx: 4, fill: '#ffffff', stroke: C.navy, 'stroke-width': 3 }) +
      el('path', { d: 'M31 30h26M31 38h18', stroke: C.steel, 'stroke-width': 3, 'stroke-linecap': 'round' }) +
      el('circle', { cx: 35, cy: 50, r: 4, fill: 'none', stroke: C.copper, 'stroke-width': 3 }) +
      el('circle', { cx: 51, cy: 62, r: 4, fill: 'none', stroke: C.copper, 'stroke-width': 3 }) +
      el('path', { d: 'M53 47 33 65', stroke: C.copper, 'stroke-width': 3.5, 'stroke-linecap': 'round' }) +
      el('circle', { cx: 68, cy: 66, r: 13, fill: C.teal }) +
      el('path', {
        d: 'M68 58v15m-6-6 6 6 6-6',
        stroke: '#ffffff',
        'stroke-width': 3.5,
        fill: 'none',
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
  },
  customs: {
    title: 'Customs privileges: a shipping container with a checked shield',
    body:
      el('rect', { x: 14, y: 36, width: 52, height: 30, rx: 2, fill: C.copper, stroke: C.navy, 'stroke-width': 3 }) +
      [22, 30, 38, 46, 54]
        .map((x) =>
          el('path', { d: `M${x} 41v20`, stroke: C.copperDark, 'stroke-width': 3, 'stroke-linecap': 'round' }),
        )
        .join('') +
      el('path', { d: 'M10 70h60', stroke: C.navy, 'stroke-width': 3, 'stroke-linecap': 'round' }) +
      el('path', {
        d: 'M68 28l14 5v11c0 10-6 16-14 19-8-3-14-9-14-19V33z',
        fill: C.teal,
        stroke: C.navy,
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      }) +
      el('path', {
        d: 'M62 45l5 5 8-9',
        stroke: '#ffffff',
        'stroke-width': 3.5,
        fill: 'none',
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
  },
  land: {
    title: 'Land privileges: a surveyed land plot with a boundary and a location pin',
    body:
      el('polygon', {
        points: points([
          [14, 58],
          [44, 44],
          [82, 56],
          [52, 74],
        ]),
        fill: '#9cc48b',
        stroke: C.navy,
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      }) +
      el('polygon', {
        points: points([
          [28, 58],
          [44, 51],
          [64, 57],
          [48, 65],
        ]),
        fill: 'none',
        stroke: C.copper,
        'stroke-width': 2.5,
        'stroke-dasharray': '4 3',
      }) +
      el('path', {
        d: 'M48 16c-8 0-14 6-14 14 0 10 14 24 14 24s14-14 14-24c0-8-6-14-14-14z',
        fill: C.teal,
        stroke: C.navy,
        'stroke-width': 3,
      }) +
      el('circle', { cx: 48, cy: 30, r: 5, fill: '#ffffff' }),
  },
};

export function privilege(name) {
  const { title, body } = privileges[name];
  return svgDocument({ width: 96, height: 96, title, body: privilegeBackdrop + body });
}

// ---------------------------------------------------------------- statistics (64 × 64)

const line = { stroke: C.navy, 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
const statBackdrop = el('rect', { width: 64, height: 64, rx: 16, fill: C.sand });

export const stats = {
  users: {
    title: 'Users icon: two people',
    body:
      el('circle', { cx: 40, cy: 22, r: 7, fill: C.teal }) +
      el('path', { d: 'M27 48c0-9 6-15 13-15s13 6 13 15z', fill: C.teal }) +
      el('circle', { cx: 25, cy: 24, r: 8, fill: C.copper, stroke: C.sand, 'stroke-width': 2 }) +
      el('path', { d: 'M9 50c0-10 7-17 16-17s16 7 16 17z', fill: C.copper, stroke: C.sand, 'stroke-width': 2 }),
  },
  growth: {
    title: 'Growth icon: rising bars with an arrow',
    body:
      el('rect', { x: 12, y: 40, width: 9, height: 12, rx: 2, fill: C.teal }) +
      el('rect', { x: 27, y: 32, width: 9, height: 20, rx: 2, fill: C.teal }) +
      el('rect', { x: 42, y: 24, width: 9, height: 28, rx: 2, fill: C.teal }) +
      el('path', { d: 'M12 30 26 19l8 6 16-13', ...line, stroke: C.copper }) +
      el('path', { d: 'M42 12h8v8', ...line, stroke: C.copper }),
  },
  sales: {
    title: 'Sales icon: a shopping cart',
    body:
      el('path', { d: 'M9 14h7l6 26h26l5-18H19', ...line }) +
      el('path', { d: 'M23 24h27l-3 11H25z', fill: C.copper }) +
      el('circle', { cx: 25, cy: 48, r: 4, fill: C.teal }) +
      el('circle', { cx: 45, cy: 48, r: 4, fill: C.teal }),
  },
  income: {
    title: 'Income icon: a stack of coins beside a banknote',
    body:
      el('rect', { x: 8, y: 16, width: 32, height: 20, rx: 3, fill: C.teal }) +
      el('circle', { cx: 24, cy: 26, r: 5, fill: 'none', stroke: C.sand, 'stroke-width': 2.5 }) +
      [46, 40, 34]
        .map((y) => el('ellipse', { cx: 42, cy: y, rx: 13, ry: 5, fill: C.copper, stroke: C.sand, 'stroke-width': 2 }))
        .join('') +
      el('ellipse', { cx: 42, cy: 28, rx: 13, ry: 5, fill: C.copperLight, stroke: C.sand, 'stroke-width': 2 }),
  },
  regions: {
    title: 'Regions icon: a folded map with a pin',
    body:
      el('polygon', {
        points: points([
          [8, 18],
          [22, 13],
          [38, 19],
          [54, 14],
          [54, 48],
          [38, 53],
          [22, 47],
          [8, 52],
        ]),
        fill: '#ffffff',
        stroke: C.navy,
        'stroke-width': 2.5,
        'stroke-linejoin': 'round',
      }) +
      el('path', { d: 'M22 13v34M38 19v34', stroke: C.navy, 'stroke-width': 2 }) +
      el('path', { d: 'M38 12c-6 0-10 4-10 10 0 7 10 17 10 17s10-10 10-17c0-6-4-10-10-10z', fill: C.copper }) +
      el('circle', { cx: 38, cy: 22, r: 3.5, fill: '#ffffff' }),
  },
  messages: {
    title: 'Messages icon: two speech bubbles',
    body:
      el('path', {
        d: 'M10 14h30a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H22l-8 7v-7h-4a4 4 0 0 1-4-4V18a4 4 0 0 1 4-4z',
        fill: C.teal,
      }) +
      el('path', { d: 'M14 23h22M14 30h14', stroke: '#ffffff', 'stroke-width': 3, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M48 28h6a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4h-2v6l-7-6H34a4 4 0 0 1-4-4v-2', fill: C.copper }),
  },
  rating: {
    title: 'Rating icon: a star',
    body: el('polygon', {
      points: points(starPoints(32, 33, 24, 10)),
      fill: C.copper,
      stroke: C.navy,
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    }),
  },
  tasks: {
    title: 'Tasks icon: a clipboard with ticked items',
    body:
      el('rect', { x: 14, y: 12, width: 36, height: 44, rx: 4, fill: '#ffffff', stroke: C.navy, 'stroke-width': 2.5 }) +
      el('rect', { x: 24, y: 8, width: 16, height: 8, rx: 2, fill: C.copper }) +
      [26, 36, 46]
        .map(
          (y) =>
            el('path', { d: `M20 ${y}l3 3 5-6`, ...line, stroke: C.teal }) +
            el('path', { d: `M32 ${y}h12`, ...line, stroke: C.steel }),
        )
        .join(''),
  },
};

function starPoints(cx, cy, outer, inner) {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

export function stat(name) {
  const { title, body } = stats[name];
  return svgDocument({ width: 64, height: 64, title, body: statBackdrop + body });
}

// ---------------------------------------------------------------- partner badges (240 × 96)

const emblemLine = {
  stroke: '#ffffff',
  'stroke-width': 3,
  fill: 'none',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
};

export const partners = {
  'legal-portal': {
    label: ['Legal', 'portal'],
    color: C.navyLight,
    emblem:
      el('path', { d: 'M48 30v36M36 66h24M30 36h36', ...emblemLine }) +
      el('path', { d: 'M30 36l-7 14h14zM66 36l-7 14h14z', ...emblemLine, 'stroke-width': 2.5 }),
  },
  geology: {
    label: ['Geology'],
    color: C.teal,
    emblem:
      el('path', { d: 'M26 58l12-20 8 10 6-8 12 18z', fill: C.sand }) +
      el('path', { d: 'M28 58h40', ...emblemLine }) +
      el('path', { d: 'M56 30l10 10M52 34l8-8', ...emblemLine }),
  },
  tax: {
    label: ['Tax'],
    color: C.copperDark,
    emblem:
      el('path', {
        d: 'M48 26l16 6v12c0 11-7 18-16 22-9-4-16-11-16-22V32z',
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      }) +
      el('circle', { cx: 42, cy: 40, r: 3, fill: '#ffffff' }) +
      el('circle', { cx: 54, cy: 52, r: 3, fill: '#ffffff' }) +
      el('path', { d: 'M55 38 41 54', ...emblemLine }),
  },
  industry: {
    label: ['Industry'],
    color: C.navy,
    emblem:
      el('path', { d: gearPath(48, 48, 17, 12, 8), fill: C.sand }) +
      el('circle', { cx: 48, cy: 48, r: 6, fill: C.navy }),
  },
  copper: {
    label: ['Copper'],
    color: C.copper,
    emblem:
      el('rect', { x: 33, y: 30, width: 30, height: 36, rx: 2, fill: C.sand }) +
      el('rect', { x: 36, y: 26, width: 24, height: 5, rx: 1.5, fill: '#ffffff' }) +
      el('path', {
        d: 'M40 40h16M40 48h16M40 56h10',
        stroke: C.copperDark,
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
  },
  'metals-exchange': {
    label: ['Metals', 'exchange'],
    color: C.teal,
    emblem:
      el('polygon', {
        points: points([
          [30, 60],
          [36, 48],
          [60, 48],
          [66, 60],
        ]),
        fill: C.copperLight,
      }) +
      el('path', { d: 'M38 38V24m-5 5 5-5 5 5', ...emblemLine }) +
      el('path', { d: 'M58 24v14m-5-5 5 5 5-5', ...emblemLine }),
  },
};

function gearPath(cx, cy, outer, inner, teeth) {
  const corners = [];
  for (let index = 0; index < teeth * 4; index += 1) {
    const radius = index % 4 < 2 ? outer : inner;
    const angle = (Math.PI * 2 * (index - 0.5)) / (teeth * 4);
    corners.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return `M${points(corners).replace(/ /g, 'L')}Z`;
}

export function partner(name) {
  const { label, color, emblem } = partners[name];
  const text = label.join(' ');
  const lineHeight = 24;
  const firstBaseline = 56 - ((label.length - 1) * lineHeight) / 2;
  const words = label
    .map((word, index) => el('text', { x: 92, y: firstBaseline + index * lineHeight }, escapeXml(word)))
    .join('');
  return svgDocument({
    width: 240,
    height: 96,
    title: `${text} badge`,
    body:
      el('rect', {
        x: 1.5,
        y: 1.5,
        width: 237,
        height: 93,
        rx: 14,
        fill: '#ffffff',
        stroke: color,
        'stroke-width': 3,
      }) +
      el('circle', { cx: 48, cy: 48, r: 32, fill: color }) +
      emblem +
      el(
        'g',
        { fill: C.navy, 'font-family': 'Arial, Helvetica, sans-serif', 'font-size': 22, 'font-weight': 700 },
        words,
      ),
  });
}

// ---------------------------------------------------------------- social-share card (1200 × 630)

export function shareCard() {
  const skyline =
    el('polygon', {
      points: points([
        [0, 630],
        [0, 470],
        [160, 420],
        [320, 470],
        [470, 400],
        [640, 455],
        [820, 390],
        [1000, 450],
        [1200, 410],
        [1200, 630],
      ]),
      fill: C.navyLight,
    }) +
    [
      [640, 520, 170, 60],
      [830, 500, 120, 80],
      [960, 530, 200, 50],
    ]
      .map(([x, y, w, h]) => el('rect', { x, y, width: w, height: h, fill: '#0c1b2a' }))
      .join('') +
    el('rect', { x: 1100, y: 420, width: 22, height: 120, fill: '#0c1b2a' }) +
    el('rect', { x: 0, y: 580, width: 1200, height: 50, fill: '#0c1b2a' }) +
    el('rect', { x: 0, y: 574, width: 1200, height: 6, fill: C.copper });
  const words = (x, y, size, color, weight, text) =>
    el('text', { x, y, fill: color, 'font-size': size, 'font-weight': weight }, escapeXml(text));
  return svgDocument({
    width: 1200,
    height: 630,
    title:
      'Olmaliq Copper Technopark: copper and rare-metals processing and electrical equipment in the Tashkent region',
    body:
      el('rect', { width: 1200, height: 630, fill: C.navy }) +
      skyline +
      el('g', { transform: 'translate(80 110) scale(4.2)' }, logoMark()) +
      el(
        'g',
        { 'font-family': 'Liberation Sans, DejaVu Sans, Arial, sans-serif' },
        words(420, 200, 74, C.sand, 700, 'Olmaliq Copper') +
          words(420, 284, 74, C.copperLight, 700, 'Technopark') +
          words(422, 350, 30, '#ffffff', 400, 'Copper and rare-metals processing') +
          words(422, 392, 30, '#ffffff', 400, 'Electrical equipment · Tashkent region'),
      ),
  });
}
