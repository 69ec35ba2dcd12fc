// Building blocks of the park's landscapes: skies, ridges, halls, chimneys, pylons, yards.
import { PALETTE as C, el, linear, points, radial, round } from './svg.mjs';

export function sky(id, width, height, stops) {
  return { defs: linear(id, stops), body: el('rect', { width, height, fill: `url(#${id})` }) };
}

export function glow(id, cx, cy, r, color, opacity = 0.9) {
  return {
    defs: radial(id, [
      [0, color, opacity],
      [0.35, color, opacity * 0.45],
      [1, color, 0],
    ]),
    body: el('circle', { cx, cy, r, fill: `url(#${id})` }),
  };
}

/** A mountain ridge by midpoint displacement, filled down to the bottom of the picture. */
export function ridge(rand, { width, height, baseY, amplitude, roughness = 0.55, fill, opacity, steps = 7 }) {
  let heights = [rand(), rand()];
  let spread = 1;
  for (let step = 0; step < steps; step += 1) {
    const next = [];
    for (let index = 0; index < heights.length - 1; index += 1) {
      next.push(heights[index], (heights[index] + heights[index + 1]) / 2 + (rand() - 0.5) * spread);
    }
    next.push(heights.at(-1));
    heights = next;
    spread *= roughness;
  }
  const min = Math.min(...heights);
  const max = Math.max(...heights);
  const outline = heights.map((value, index) => [
    (index / (heights.length - 1)) * (width + 20) - 10,
    baseY - ((value - min) / (max - min || 1)) * amplitude,
  ]);
  return el('polygon', { points: points([...outline, [width + 10, height], [-10, height]]), fill, opacity });
}

/** An industrial hall with a saw-tooth, gable or flat roof and a row of windows. */
export function hall({
  x,
  groundY,
  width,
  height,
  roof = 'gable',
  wall,
  roofColor,
  windowColor,
  windowOpacity = 0.85,
  rand,
}) {
  const top = groundY - height;
  let shape = el('rect', { x, y: top, width, height, fill: wall });
  if (roof === 'gable') {
    shape += el('polygon', {
      points: points([
        [x - 6, top],
        [x + width / 2, top - height * 0.28],
        [x + width + 6, top],
      ]),
      fill: roofColor,
    });
  } else if (roof === 'saw') {
    const teeth = Math.max(3, Math.round(width / 70));
    const tooth = width / teeth;
    const corners = [[x, top]];
    for (let index = 0; index < teeth; index += 1) {
      corners.push([x + index * tooth, top - height * 0.22], [x + (index + 1) * tooth, top]);
    }
    shape += el('polygon', { points: points(corners), fill: roofColor });
  } else {
    shape += el('rect', { x: x - 4, y: top - 8, width: width + 8, height: 10, fill: roofColor });
  }
  const columns = Math.max(2, Math.floor(width / 46));
  const gap = width / columns;
  const windowHeight = Math.min(34, height * 0.22);
  for (let index = 0; index < columns; index += 1) {
    const lit = rand ? rand() > 0.25 : true;
    shape += el('rect', {
      x: x + index * gap + gap * 0.2,
      y: top + height * 0.18,
      width: gap * 0.6,
      height: windowHeight,
      rx: 2,
      fill: windowColor,
      'fill-opacity': lit ? windowOpacity : windowOpacity * 0.3,
    });
  }
  const doorWidth = Math.min(90, width * 0.22);
  shape += el('rect', {
    x: x + width * 0.12,
    y: groundY - height * 0.45,
    width: doorWidth,
    height: height * 0.45,
    fill: '#000000',
    opacity: 0.28,
  });
  return shape;
}

export function chimney({ x, groundY, height, width, color, stripe }) {
  const top = groundY - height;
  const taper = width * 0.18;
  let shape = el('polygon', {
    points: points([
      [x - width / 2, groundY],
      [x - width / 2 + taper, top],
      [x + width / 2 - taper, top],
      [x + width / 2, groundY],
    ]),
    fill: color,
  });
  for (const at of [0.06, 0.16]) {
    const y = top + height * at;
    shape += el('rect', {
      x: x - width / 2 + taper * (1 - at) - 1,
      y,
      width: width - 2 * taper * (1 - at) + 2,
      height: height * 0.04,
      fill: stripe,
    });
  }
  return shape;
}

/** A plume drifting to the right: overlapping soft circles. */
export function smoke(rand, { x, y, color, count = 9, spread = 1, blurId }) {
  const puffs = [];
  for (let index = 0; index < count; index += 1) {
    const t = index / count;
    puffs.push(
      el('circle', {
        cx: x + t * 260 * spread + rand() * 20,
        cy: y - t * 110 * spread - rand() * 20,
        r: (14 + t * 60) * spread,
        fill: color,
        opacity: 0.55 - t * 0.4,
      }),
    );
  }
  return el('g', { filter: blurId ? `url(#${blurId})` : undefined }, puffs.join(''));
}

export const blurFilter = (id, deviation) =>
  el(
    'filter',
    { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
    el('feGaussianBlur', { stdDeviation: deviation }),
  );

/** A lattice transmission tower; returns its drawing and the points where wires hang. */
export function pylon({ x, groundY, height, color, strokeWidth = 3 }) {
  const top = groundY - height;
  const baseHalf = height * 0.16;
  const waistHalf = height * 0.05;
  const waistY = top + height * 0.3;
  const lines = [];
  const segment = (x1, y1, x2, y2, w = strokeWidth) =>
    lines.push(el('line', { x1, y1, x2, y2, stroke: color, 'stroke-width': w }));
  segment(x - baseHalf, groundY, x - waistHalf, waistY, strokeWidth * 1.4);
  segment(x + baseHalf, groundY, x + waistHalf, waistY, strokeWidth * 1.4);
  segment(x - waistHalf, waistY, x - waistHalf * 0.6, top, strokeWidth * 1.2);
  segment(x + waistHalf, waistY, x + waistHalf * 0.6, top, strokeWidth * 1.2);
  const levels = 6;
  for (let index = 0; index < levels; index += 1) {
    const y1 = groundY - ((groundY - waistY) * index) / levels;
    const y2 = groundY - ((groundY - waistY) * (index + 1)) / levels;
    const half = (y) => baseHalf - ((baseHalf - waistHalf) * (groundY - y)) / (groundY - waistY);
    segment(x - half(y1), y1, x + half(y2), y2, strokeWidth * 0.6);
    segment(x + half(y1), y1, x - half(y2), y2, strokeWidth * 0.6);
  }
  const arms = [top + height * 0.08, top + height * 0.22];
  const hangs = [];
  arms.forEach((armY, index) => {
    const reach = height * (index === 0 ? 0.16 : 0.22);
    segment(x - reach, armY, x + reach, armY, strokeWidth);
    segment(x - reach, armY, x - waistHalf * 0.8, armY - height * 0.05, strokeWidth * 0.7);
    segment(x + reach, armY, x + waistHalf * 0.8, armY - height * 0.05, strokeWidth * 0.7);
    hangs.push([x - reach, armY + height * 0.04], [x + reach, armY + height * 0.04]);
    for (const hx of [x - reach, x + reach]) segment(hx, armY, hx, armY + height * 0.04, strokeWidth * 0.8);
  });
  return { body: lines.join(''), hangs };
}

/** Sagging conductors between matching hang points of consecutive towers. */
export function wires(towers, { color, width = 1.5, sag = 30, opacity = 0.9 }) {
  let drawing = '';
  for (let index = 0; index < towers.length - 1; index += 1) {
    towers[index].hangs.forEach(([x1, y1], line) => {
      const [x2, y2] = towers[index + 1].hangs[line];
      drawing += el('path', {
        d: `M${round(x1)} ${round(y1)}Q${round((x1 + x2) / 2)} ${round((y1 + y2) / 2 + sag)} ${round(x2)} ${round(y2)}`,
        stroke: color,
        'stroke-width': width,
        fill: 'none',
        opacity,
      });
    });
  }
  return drawing;
}

/** A power transformer seen from the front: tank, cooling fins, bushings, conservator. */
export function transformerUnit({
  x,
  groundY,
  scale = 1,
  body = '#6f8290',
  dark = '#3f4d58',
  light = '#a9b7c1',
  insulator = '#c7d2d9',
}) {
  const s = (value) => value * scale;
  const top = groundY - s(120);
  let shape = el('rect', { x: x - s(5), y: groundY - s(10), width: s(170), height: s(10), fill: dark });
  shape += el('rect', { x, y: top, width: s(160), height: s(110), rx: s(4), fill: body });
  for (let fin = 0; fin < 9; fin += 1) {
    shape += el('rect', {
      x: x + s(10 + fin * 16),
      y: top + s(18),
      width: s(7),
      height: s(80),
      fill: fin % 2 ? dark : light,
      opacity: 0.7,
    });
  }
  shape += el('rect', { x: x + s(20), y: top - s(34), width: s(120), height: s(22), rx: s(11), fill: light });
  shape += el('rect', { x: x + s(36), y: top - s(12), width: s(8), height: s(12), fill: dark });
  for (const bx of [35, 80, 125]) {
    for (let shed = 0; shed < 5; shed += 1) {
      shape += el('rect', {
        x: x + s(bx - 7),
        y: top - s(18 + shed * 11),
        width: s(14),
        height: s(7),
        rx: s(3),
        fill: insulator,
      });
    }
    shape += el('rect', { x: x + s(bx - 2), y: top - s(72), width: s(4), height: s(16), fill: C.copper });
  }
  return shape;
}

/** Bundles of copper cathode plates on pallets. */
export function cathodeStacks({
  x,
  groundY,
  count,
  scale = 1,
  face = C.copper,
  edge = C.copperDark,
  shine = C.copperLight,
}) {
  let shape = '';
  for (let stack = 0; stack < count; stack += 1) {
    const left = x + stack * 130 * scale;
    shape += el('rect', { x: left, y: groundY - 10 * scale, width: 110 * scale, height: 10 * scale, fill: '#5a3d22' });
    for (let plate = 0; plate < 6; plate += 1) {
      const y = groundY - 10 * scale - (plate + 1) * 11 * scale;
      shape += el('rect', {
        x: left + 4 * scale,
        y,
        width: 102 * scale,
        height: 10 * scale,
        fill: plate % 2 ? face : shine,
      });
      shape += el('rect', { x: left + 4 * scale, y: y + 8 * scale, width: 102 * scale, height: 2 * scale, fill: edge });
    }
    shape += el('rect', {
      x: left + 30 * scale,
      y: groundY - 78 * scale,
      width: 4 * scale,
      height: 68 * scale,
      fill: '#2b3640',
      opacity: 0.6,
    });
    shape += el('rect', {
      x: left + 76 * scale,
      y: groundY - 78 * scale,
      width: 4 * scale,
      height: 68 * scale,
      fill: '#2b3640',
      opacity: 0.6,
    });
  }
  return shape;
}

/** Lombardy poplars, the tall narrow trees that line roads in the region. */
export function poplars(rand, { xs, groundY, height, color, trunk = '#4a3a2a' }) {
  return xs
    .map((x) => {
      const h = height * (0.8 + rand() * 0.4);
      return (
        el('rect', { x: x - 2, y: groundY - h * 0.2, width: 4, height: h * 0.2, fill: trunk }) +
        el('ellipse', { cx: x, cy: groundY - h * 0.58, rx: h * 0.11, ry: h * 0.45, fill: color })
      );
    })
    .join('');
}

/** A perspective road: bottom edge at `bottomY`, narrowing to the horizon point. */
export function perspectiveRoad({ bottomY, left, right, vanishX, vanishY, surface, marking, dashes = 10 }) {
  let shape = el('polygon', {
    points: points([
      [left, bottomY],
      [right, bottomY],
      [vanishX + 4, vanishY],
      [vanishX - 4, vanishY],
    ]),
    fill: surface,
  });
  const centreBottom = (left + right) / 2;
  for (let index = 0; index < dashes; index += 1) {
    const t1 = 1 - Math.pow(1 - index / dashes, 1.8);
    const t2 = 1 - Math.pow(1 - (index + 0.5) / dashes, 1.8);
    const at = (t) => [centreBottom + (vanishX - centreBottom) * t, bottomY + (vanishY - bottomY) * t];
    const [x1, y1] = at(t1);
    const [x2, y2] = at(t2);
    const w = 10 * (1 - t1) + 1;
    shape += el('line', { x1, y1, x2, y2, stroke: marking, 'stroke-width': w });
  }
  return shape;
}

export function streetLights({ positions, color, lampColor }) {
  return positions
    .map(
      ([x, groundY, h]) =>
        el('rect', { x: x - h * 0.015, y: groundY - h, width: h * 0.03, height: h, fill: color }) +
        el('rect', { x: x - h * 0.015, y: groundY - h, width: h * 0.22, height: h * 0.03, fill: color }) +
        el('ellipse', { cx: x + h * 0.19, cy: groundY - h + h * 0.04, rx: h * 0.05, ry: h * 0.02, fill: lampColor }),
    )
    .join('');
}

/** A darker lower-left corner so a white headline stays legible. */
export function headlineShade(id, width, height, strength = 0.72) {
  return {
    defs: linear(
      id,
      [
        [0, '#07121d', strength],
        [0.55, '#07121d', strength * 0.35],
        [1, '#07121d', 0],
      ],
      { x1: 0, y1: 1, x2: 0.75, y2: 0.1 },
    ),
    body: el('rect', { width, height, fill: `url(#${id})` }),
  };
}

/** A fence of thin posts and two rails. */
export function fence({ x1, x2, groundY, height, color }) {
  let shape =
    el('rect', { x: x1, y: groundY - height, width: x2 - x1, height: 2, fill: color }) +
    el('rect', { x: x1, y: groundY - height * 0.5, width: x2 - x1, height: 2, fill: color });
  for (let x = x1; x <= x2; x += 28) shape += el('rect', { x, y: groundY - height, width: 3, height, fill: color });
  return shape;
}

/** A lorry in side view. */
export function truck({ x, groundY, scale = 1, cab = C.teal, box = C.sand, wheel = '#1b232b' }) {
  const s = (value) => value * scale;
  return (
    el('rect', { x, y: groundY - s(70), width: s(130), height: s(55), rx: s(3), fill: box }) +
    el('path', {
      d: `M${round(x + s(134))} ${round(groundY - s(15))}v${round(-s(42))}h${round(s(26))}l${round(s(16))} ${round(s(20))}v${round(s(22))}z`,
      fill: cab,
    }) +
    el('rect', { x: x + s(140), y: groundY - s(52), width: s(16), height: s(14), fill: '#cfe6ec' }) +
    [s(24), s(100), s(158)]
      .map((wx) => el('circle', { cx: x + wx, cy: groundY - s(10), r: s(11), fill: wheel }))
      .join('')
  );
}
