// Studio "photos" of the electrical products presented by the park (800 × 600 renders).
import { PALETTE as C, el, linear, points, svgDocument } from './svg.mjs';
import { blurFilter, transformerUnit } from './scenery.mjs';

const W = 800;
const H = 600;
const FLOOR = 500;

const metal = (id, light, dark) =>
  linear(
    id,
    [
      [0, light],
      [0.5, dark],
      [1, light],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );

/** A seamless studio backdrop, a soft floor shadow under the product and the product itself. */
function studio({ title, shadowWidth, defs = '', body }) {
  return svgDocument({
    width: W,
    height: H,
    title,
    defs:
      linear('backdrop', [
        [0, '#fbf7ef'],
        [0.7, '#efe4d0'],
        [1, '#e2d3b8'],
      ]) +
      blurFilter('shadow', 12) +
      defs,
    body:
      el('rect', { width: W, height: H, fill: 'url(#backdrop)' }) +
      el('ellipse', {
        cx: W / 2,
        cy: FLOOR + 6,
        rx: shadowWidth / 2,
        ry: 22,
        fill: '#5a4a36',
        opacity: 0.35,
        filter: 'url(#shadow)',
      }) +
      body,
  });
}

export const products = {
  transformer: () =>
    studio({
      title: 'A three-phase oil-filled power transformer with cooling fins and porcelain bushings',
      shadowWidth: 400,
      body: transformerUnit({
        x: 224,
        groundY: FLOOR,
        scale: 2.2,
        body: '#7b8f9c',
        dark: '#45545f',
        light: '#b4c2cb',
        insulator: '#e9eef1',
      }),
    }),

  switchgear: () => {
    const cabinet = (x) =>
      el('rect', { x, y: 170, width: 150, height: 330, fill: 'url(#panel)' }) +
      el('rect', {
        x: x + 10,
        y: 180,
        width: 130,
        height: 150,
        rx: 3,
        fill: '#e4e8ea',
        stroke: '#9aa5ac',
        'stroke-width': 2,
      }) +
      el('rect', { x: x + 30, y: 196, width: 90, height: 40, rx: 3, fill: C.navy }) +
      el('rect', { x: x + 38, y: 206, width: 60, height: 8, fill: C.tealLight }) +
      el('rect', { x: x + 38, y: 220, width: 40, height: 6, fill: C.tealLight, opacity: 0.6 }) +
      el('circle', { cx: x + 45, cy: 262, r: 8, fill: '#d6453a' }) +
      el('circle', { cx: x + 75, cy: 262, r: 8, fill: '#3fae6a' }) +
      el('circle', { cx: x + 105, cy: 262, r: 8, fill: '#e6b33a' }) +
      el('rect', { x: x + 120, y: 290, width: 8, height: 30, rx: 3, fill: '#47525a' }) +
      el('rect', {
        x: x + 10,
        y: 340,
        width: 130,
        height: 150,
        rx: 3,
        fill: '#e4e8ea',
        stroke: '#9aa5ac',
        'stroke-width': 2,
      }) +
      [0, 1, 2, 3, 4, 5]
        .map((row) => el('rect', { x: x + 30, y: 360 + row * 14, width: 90, height: 6, rx: 2, fill: '#9aa5ac' }))
        .join('') +
      el('rect', { x: x + 120, y: 450, width: 8, height: 30, rx: 3, fill: '#47525a' });
    return studio({
      title: 'A line-up of three medium-voltage switchgear cabinets with indicator lamps and ventilation grilles',
      shadowWidth: 520,
      defs: metal('panel', '#d9dee1', '#bcc5ca'),
      body:
        el('polygon', {
          points: points([
            [625, 170],
            [655, 150],
            [655, 480],
            [625, 500],
          ]),
          fill: '#a6b0b6',
        }) +
        el('polygon', {
          points: points([
            [175, 170],
            [205, 150],
            [655, 150],
            [625, 170],
          ]),
          fill: '#eef1f2',
        }) +
        [175, 325, 475].map(cabinet).join('') +
        el('rect', { x: 175, y: 160, width: 450, height: 10, fill: C.copper }),
    });
  },

  cables: () => {
    const windings = Array.from({ length: 11 }, (_, index) =>
      el('rect', {
        x: 230,
        y: 170 + index * 24,
        width: 160,
        height: 20,
        rx: 10,
        fill: index % 2 ? '#262b30' : '#32383e',
      }),
    ).join('');
    const flange = (cx) =>
      el('ellipse', { cx, cy: 310, rx: 60, ry: 190, fill: 'url(#wood)' }) +
      el('ellipse', { cx, cy: 310, rx: 16, ry: 48, fill: '#6a4a2c' }) +
      [0, 1, 2, 3, 4, 5]
        .map((index) => {
          const angle = (index * Math.PI) / 3;
          return el('circle', {
            cx: cx + 34 * Math.cos(angle),
            cy: 310 + 110 * Math.sin(angle),
            r: 5,
            fill: '#4d3520',
          });
        })
        .join('');
    const cableEnd = (cx, cy) =>
      el('circle', { cx, cy, r: 42, fill: '#1f2428' }) +
      el('circle', { cx, cy, r: 35, fill: '#3a4046' }) +
      [
        ['#2c6fb8', -1],
        ['#8a5224', 1],
        ['#d9c23a', 0],
      ]
        .map(
          ([color, side], index) =>
            el('circle', { cx: cx + side * 15, cy: cy + (index === 2 ? -16 : 10), r: 13, fill: color }) +
            el('circle', { cx: cx + side * 15, cy: cy + (index === 2 ? -16 : 10), r: 8, fill: 'url(#core)' }),
        )
        .join('');
    return studio({
      title: 'A wooden drum of power cable and three cut cable ends showing copper cores',
      shadowWidth: 600,
      defs:
        linear(
          'wood',
          [
            [0, '#d8a86d'],
            [1, '#a9783f'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ) +
        el(
          'radialGradient',
          { id: 'core', cx: 0.35, cy: 0.35, r: 0.7 },
          el('stop', { offset: 0, 'stop-color': '#f4b77a' }) + el('stop', { offset: 1, 'stop-color': C.copperDark }),
        ),
      body:
        flange(400) +
        windings +
        flange(220) +
        el('path', {
          d: 'M390 440C470 470 520 480 560 470',
          stroke: '#262b30',
          'stroke-width': 20,
          fill: 'none',
          'stroke-linecap': 'round',
        }) +
        cableEnd(560, 430) +
        cableEnd(660, 450) +
        cableEnd(610, 360),
    });
  },

  stabilizer: () => {
    const ticks = Array.from({ length: 11 }, (_, index) => {
      const angle = Math.PI * (1.15 + (index * 0.7) / 10);
      return el('line', {
        x1: 330 + 58 * Math.cos(angle),
        y1: 300 + 58 * Math.sin(angle),
        x2: 330 + 48 * Math.cos(angle),
        y2: 300 + 48 * Math.sin(angle),
        stroke: C.navy,
        'stroke-width': 3,
      });
    }).join('');
    return studio({
      title: 'A voltage stabiliser with an analogue meter, a digital display, a control knob and output sockets',
      shadowWidth: 420,
      defs: linear('case', [
        [0, '#f7f8f8'],
        [1, '#cfd6da'],
      ]),
      body:
        el('polygon', {
          points: points([
            [560, 190],
            [600, 160],
            [600, 470],
            [560, 500],
          ]),
          fill: '#aeb8be',
        }) +
        el('polygon', {
          points: points([
            [240, 190],
            [280, 160],
            [600, 160],
            [560, 190],
          ]),
          fill: '#eef1f2',
        }) +
        el('rect', {
          x: 240,
          y: 190,
          width: 320,
          height: 310,
          rx: 10,
          fill: 'url(#case)',
          stroke: '#9aa5ac',
          'stroke-width': 2,
        }) +
        el('path', {
          d: 'M340 160v-24a10 10 0 0 1 10-10h140a10 10 0 0 1 10 10v24',
          stroke: '#47525a',
          'stroke-width': 12,
          fill: 'none',
        }) +
        el('rect', {
          x: 264,
          y: 224,
          width: 132,
          height: 110,
          rx: 8,
          fill: '#ffffff',
          stroke: C.navy,
          'stroke-width': 3,
        }) +
        ticks +
        el('line', {
          x1: 330,
          y1: 300,
          x2: 362,
          y2: 254,
          stroke: '#d6453a',
          'stroke-width': 4,
          'stroke-linecap': 'round',
        }) +
        el('circle', { cx: 330, cy: 300, r: 7, fill: C.navy }) +
        el('rect', { x: 420, y: 230, width: 116, height: 50, rx: 6, fill: C.navy }) +
        [0, 1, 2]
          .map((digit) =>
            el('rect', { x: 432 + digit * 32, y: 240, width: 22, height: 30, rx: 3, fill: '#5fd0a0', opacity: 0.9 }),
          )
          .join('') +
        el('circle', { cx: 478, cy: 318, r: 22, fill: '#47525a' }) +
        el('rect', { x: 475, y: 298, width: 6, height: 16, rx: 3, fill: '#e9eef1' }) +
        [290, 400]
          .map(
            (x) =>
              el('rect', {
                x,
                y: 380,
                width: 90,
                height: 90,
                rx: 14,
                fill: '#e9edf0',
                stroke: '#9aa5ac',
                'stroke-width': 2,
              }) +
              el('circle', { cx: x + 30, cy: 425, r: 7, fill: '#47525a' }) +
              el('circle', { cx: x + 60, cy: 425, r: 7, fill: '#47525a' }),
          )
          .join('') +
        el('circle', { cx: 270, cy: 470, r: 6, fill: '#3fae6a' }) +
        [0, 1, 2, 3, 4, 5, 6]
          .map((row) =>
            el('polygon', {
              points: points([
                [568, 220 + row * 34],
                [592, 202 + row * 34],
                [592, 212 + row * 34],
                [568, 230 + row * 34],
              ]),
              fill: '#7c878e',
            }),
          )
          .join(''),
    });
  },

  appliance: () =>
    studio({
      title: 'A front-loading washing machine with a round glass door and a control panel',
      shadowWidth: 380,
      defs:
        linear(
          'body',
          [
            [0, '#ffffff'],
            [1, '#dde3e6'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ) +
        el(
          'radialGradient',
          { id: 'glass', cx: 0.4, cy: 0.35, r: 0.7 },
          el('stop', { offset: 0, 'stop-color': '#bfe6ee' }) +
            el('stop', { offset: 0.7, 'stop-color': C.teal }) +
            el('stop', { offset: 1, 'stop-color': C.navy }),
        ),
      body:
        el('rect', {
          x: 250,
          y: 110,
          width: 300,
          height: 390,
          rx: 16,
          fill: 'url(#body)',
          stroke: '#aab4ba',
          'stroke-width': 2,
        }) +
        el('rect', {
          x: 250,
          y: 110,
          width: 300,
          height: 80,
          rx: 16,
          fill: '#eef1f3',
          stroke: '#aab4ba',
          'stroke-width': 2,
        }) +
        el('rect', { x: 270, y: 130, width: 70, height: 30, rx: 4, fill: '#d8dee2' }) +
        el('rect', { x: 370, y: 132, width: 80, height: 28, rx: 4, fill: C.navy }) +
        el('rect', { x: 380, y: 141, width: 40, height: 10, rx: 2, fill: C.tealLight }) +
        el('circle', { cx: 500, cy: 146, r: 22, fill: '#cdd5da', stroke: '#8e9aa1', 'stroke-width': 3 }) +
        el('line', {
          x1: 500,
          y1: 146,
          x2: 500,
          y2: 128,
          stroke: C.copper,
          'stroke-width': 4,
          'stroke-linecap': 'round',
        }) +
        el('circle', { cx: 400, cy: 330, r: 112, fill: '#cfd6da', stroke: '#98a3aa', 'stroke-width': 4 }) +
        el('circle', { cx: 400, cy: 330, r: 86, fill: 'url(#glass)' }) +
        el('path', {
          d: 'M345 290a70 70 0 0 1 60-42',
          stroke: '#ffffff',
          'stroke-width': 8,
          fill: 'none',
          opacity: 0.7,
          'stroke-linecap': 'round',
        }) +
        el('rect', { x: 496, y: 306, width: 14, height: 48, rx: 6, fill: '#98a3aa' }) +
        el('rect', { x: 270, y: 466, width: 260, height: 22, rx: 4, fill: '#e3e8eb' }),
    }),

  'high-voltage': () => {
    const column = (cx) =>
      el('rect', { x: cx - 9, y: 150, width: 18, height: 260, fill: '#8c5a3c' }) +
      Array.from({ length: 12 }, (_, index) =>
        el('ellipse', { cx, cy: 160 + index * 21, rx: 26, ry: 7, fill: index % 2 ? '#9b6444' : '#b07853' }),
      ).join('') +
      el('rect', { x: cx - 22, y: 118, width: 44, height: 30, rx: 6, fill: '#b9c3c9' }) +
      el('rect', { x: cx - 30, y: 106, width: 60, height: 10, rx: 3, fill: C.copper }) +
      el('rect', { x: cx - 16, y: 410, width: 32, height: 14, fill: '#8e9aa1' });
    return studio({
      title: 'A three-pole high-voltage circuit breaker with porcelain insulator columns on a steel frame',
      shadowWidth: 520,
      defs: metal('steel', '#aeb9c0', '#7f8c95'),
      body:
        el('rect', { x: 170, y: 424, width: 460, height: 24, fill: 'url(#steel)' }) +
        [190, 590].map((x) => el('rect', { x, y: 448, width: 20, height: 52, fill: '#6f7c85' })).join('') +
        el('rect', { x: 330, y: 448, width: 140, height: 48, rx: 4, fill: C.navyLight }) +
        el('rect', { x: 350, y: 462, width: 40, height: 20, rx: 3, fill: C.tealLight }) +
        [250, 400, 550].map(column).join(''),
    });
  },
};
