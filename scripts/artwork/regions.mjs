// Bird's-eye site plans of the park's four areas (1200 × 800, no lettering).
import { PALETTE as C, el, points, round, seededRandom, svgDocument } from './svg.mjs';

const W = 1200;
const H = 800;

/** A wobbly closed outline around a centre, smoothed through the midpoints. */
function blob(rand, cx, cy, rx, ry, wobble = 0.18, corners = 14) {
  const outline = Array.from({ length: corners }, (_, index) => {
    const angle = (index / corners) * Math.PI * 2;
    const k = 1 + (rand() - 0.5) * 2 * wobble;
    return [cx + rx * k * Math.cos(angle), cy + ry * k * Math.sin(angle)];
  });
  const mid = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  let d = `M${points([mid(outline.at(-1), outline[0])])}`;
  outline.forEach((corner, index) => {
    d += `Q${points([corner])} ${points([mid(corner, outline[(index + 1) % corners])])}`;
  });
  return `${d}Z`;
}

/** Hills as layered tints with contour lines, lower rings first. */
function hills(rand, list) {
  const tints = ['#b9b48c', '#a8a27a', '#978f69', '#857c5b', '#d9d3c2'];
  return list
    .map(([cx, cy, rx, ry]) =>
      tints
        .map((tint, level) => {
          const k = 1 - level * 0.19;
          return el('path', {
            d: blob(rand, cx + level * 6, cy - level * 4, rx * k, ry * k),
            fill: tint,
            stroke: '#6e6647',
            'stroke-width': 1.2,
            'stroke-opacity': 0.5,
          });
        })
        .join(''),
    )
    .join('');
}

/** A patchwork of fields on a slightly rotated grid, separated by farm tracks. */
function fields(rand, { colors, cell = [130, 95], angle = -8, gap = 6, track }) {
  let tiles = '';
  for (let x = -200; x < W + 200; x += cell[0]) {
    for (let y = -200; y < H + 200; y += cell[1]) {
      const split = rand() > 0.6;
      const fill = colors[Math.floor(rand() * colors.length)];
      if (split) {
        const share = 0.35 + rand() * 0.3;
        tiles += el('rect', {
          x: x + gap / 2,
          y: y + gap / 2,
          width: cell[0] * share - gap,
          height: cell[1] - gap,
          fill,
        });
        tiles += el('rect', {
          x: x + cell[0] * share + gap / 2,
          y: y + gap / 2,
          width: cell[0] * (1 - share) - gap,
          height: cell[1] - gap,
          fill: colors[Math.floor(rand() * colors.length)],
        });
      } else {
        tiles += el('rect', { x: x + gap / 2, y: y + gap / 2, width: cell[0] - gap, height: cell[1] - gap, fill });
      }
    }
  }
  return (
    el('rect', { width: W, height: H, fill: track }) +
    el('g', { transform: `rotate(${angle} ${W / 2} ${H / 2})` }, tiles)
  );
}

function river(d, width) {
  return (
    el('path', { d, stroke: '#3f8fa0', 'stroke-width': width + 8, fill: 'none', 'stroke-linecap': 'round' }) +
    el('path', { d, stroke: '#7cc3cf', 'stroke-width': width, fill: 'none', 'stroke-linecap': 'round' })
  );
}

function road(d, width = 12) {
  return (
    el('path', { d, stroke: '#6b6457', 'stroke-width': width + 4, fill: 'none', 'stroke-linecap': 'round' }) +
    el('path', { d, stroke: '#f2e6d0', 'stroke-width': width, fill: 'none', 'stroke-linecap': 'round' })
  );
}

/** Rows of round tree crowns, as orchards look from above. */
function orchard(rand, x, y, columns, rows, step, color) {
  let crowns = '';
  for (let column = 0; column < columns; column += 1) {
    for (let row = 0; row < rows; row += 1) {
      crowns += el('circle', {
        cx: x + column * step + rand() * 3,
        cy: y + row * step + rand() * 3,
        r: step * 0.36,
        fill: color,
      });
    }
  }
  return crowns;
}

/** The park's own plot: a tinted area with a dashed copper boundary and building roofs with shadows. */
function plot(corners, buildings) {
  return (
    el('polygon', {
      points: points(corners),
      fill: '#e9dcc2',
      stroke: C.copper,
      'stroke-width': 6,
      'stroke-dasharray': '18 10',
      'stroke-linejoin': 'round',
    }) +
    buildings
      .map(
        ([x, y, w, h, color]) =>
          el('rect', { x: x + 8, y: y + 8, width: w, height: h, fill: '#000000', opacity: 0.18 }) +
          el('rect', { x, y, width: w, height: h, fill: color }) +
          el('rect', { x, y, width: w, height: round(h / 2), fill: '#ffffff', opacity: 0.12 }),
      )
      .join('')
  );
}

const document = (title, body) => svgDocument({ width: W, height: H, title, body });

export const regions = {
  ohangaron: () => {
    const rand = seededRandom(101);
    return document(
      'Site plan of the 338-hectare Ohangaron area: a large plot of production halls between the river valley and the foothills',
      fields(rand, { colors: ['#b7c48a', '#a7b878', '#c9c28f', '#9fb57a', '#d4c99d'], track: '#cfc2a0' }) +
        hills(rand, [
          [180, 70, 330, 150],
          [720, 20, 420, 150],
          [1140, 120, 240, 190],
        ]) +
        river(`M-20 640C260 600 380 720 620 690S980 560 1220 610`, 26) +
        road('M-20 470H1220') +
        road('M600 470V800', 10) +
        plot(
          [
            [170, 250],
            [1030, 230],
            [1080, 440],
            [980, 600],
            [230, 580],
            [140, 420],
          ],
          [
            [230, 290, 180, 80, C.teal],
            [440, 280, 220, 90, C.copper],
            [700, 270, 150, 80, C.navyLight],
            [880, 280, 110, 120, C.teal],
            [240, 380, 140, 76, C.navyLight],
            [250, 496, 160, 60, C.teal],
            [410, 380, 80, 60, '#9aa6ae'],
            [660, 500, 170, 60, C.copper],
            [850, 480, 100, 70, '#9aa6ae'],
          ],
        ) +
        road('M140 470H1080', 8),
    );
  },
  parkent: () => {
    const rand = seededRandom(202);
    return document(
      'Site plan of the 10-hectare Parkent area: a compact plot among orchards in the foothills',
      fields(rand, { colors: ['#a9bf7e', '#b8c98e', '#9eb374'], angle: 12, track: '#d2c6a4' }) +
        hills(rand, [
          [1060, 200, 300, 260],
          [980, 720, 260, 160],
        ]) +
        orchard(rand, 60, 60, 14, 6, 26, '#5f8a4a') +
        orchard(rand, 80, 560, 12, 7, 26, '#678f4f') +
        orchard(rand, 640, 60, 6, 8, 26, '#5f8a4a') +
        river('M-20 360C200 330 300 420 520 400S760 300 820 -20', 14) +
        road('M-20 480C300 470 500 520 800 500S1100 420 1220 440') +
        plot(
          [
            [430, 200],
            [720, 220],
            [700, 440],
            [410, 420],
          ],
          [
            [460, 240, 140, 70, C.teal],
            [620, 250, 70, 100, C.copper],
            [460, 340, 110, 60, C.navyLight],
          ],
        ),
    );
  },
  khorezm: () => {
    const rand = seededRandom(303);
    const canals = [180, 420, 660, 900]
      .map((x) => el('path', { d: `M${x} -20L${x + 60} 820`, stroke: '#5aa9b8', 'stroke-width': 6 }))
      .join('');
    return document(
      'Site plan of the 4-hectare Khorezm area: a small plot between irrigation canals, cotton fields and desert sand',
      fields(rand, {
        colors: ['#9fbf6a', '#b6cf80', '#e2d3a6', '#d8c796', '#8fb35e'],
        cell: [150, 110],
        angle: 4,
        track: '#e6d7ad',
      }) +
        el('path', { d: blob(rand, 1120, 650, 320, 260, 0.12), fill: '#ead9a8' }) +
        el('path', { d: blob(rand, 1150, 700, 180, 130, 0.15), fill: '#e2cc92', opacity: 0.8 }) +
        canals +
        river('M-40 200C120 260 60 480 180 560S240 760 300 840', 60) +
        road('M-20 330H1220') +
        plot(
          [
            [520, 420],
            [730, 430],
            [720, 600],
            [510, 590],
          ],
          [
            [550, 450, 100, 60, C.teal],
            [670, 460, 40, 110, C.copper],
            [550, 530, 90, 40, C.navyLight],
          ],
        ),
    );
  },
  fergana: () => {
    const rand = seededRandom(404);
    return document(
      'Site plan of the 10-hectare Fergana area: a plot in the green valley with mountains to the north and south',
      fields(rand, {
        colors: ['#8fb86a', '#7fae5e', '#a7c77c', '#9cbf72', '#c2cf8e'],
        cell: [110, 80],
        angle: -18,
        track: '#c7bd98',
      }) +
        hills(rand, [
          [300, -20, 520, 140],
          [1000, -40, 420, 150],
          [820, 860, 560, 150],
        ]) +
        orchard(rand, 880, 300, 10, 5, 24, '#4f7f42') +
        river('M-20 560C300 500 520 600 760 540S1040 420 1220 470', 18) +
        road('M200 -20C260 240 300 480 340 820') +
        road('M-20 380C400 360 800 420 1220 380') +
        plot(
          [
            [420, 210],
            [690, 190],
            [720, 350],
            [450, 370],
          ],
          [
            [450, 230, 120, 60, C.copper],
            [590, 220, 80, 110, C.teal],
            [460, 310, 100, 40, C.navyLight],
          ],
        ),
    );
  },
};
