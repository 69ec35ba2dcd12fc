// The wide pictures: hero backgrounds, infrastructure photos and the video poster.
import { PALETTE as C, el, linear, points, seededRandom, svgDocument } from './svg.mjs';
import {
  blurFilter,
  cathodeStacks,
  chimney,
  fence,
  glow,
  hall,
  headlineShade,
  perspectiveRoad,
  poplars,
  pylon,
  ridge,
  sky,
  smoke,
  streetLights,
  transformerUnit,
  truck,
  wires,
} from './scenery.mjs';

/** Joins parts that are either markup strings or `{defs, body}` pairs into one document. */
function compose({ width, height, title, parts }) {
  let defs = '';
  let body = '';
  for (const part of parts) {
    if (typeof part === 'string') body += part;
    else {
      defs += part.defs ?? '';
      body += part.body ?? '';
    }
  }
  return svgDocument({ width, height, title, defs, body });
}

export function smelterAtDusk() {
  const W = 1600;
  const H = 900;
  const rand = seededRandom(11);
  const ground = 690;
  return compose({
    width: W,
    height: H,
    title: 'A copper smelter with tall chimneys at dusk and stacks of copper cathodes in front',
    parts: [
      sky('sky', W, H, [
        [0, '#1c2c48'],
        [0.32, '#56476c'],
        [0.56, '#cf7a52'],
        [0.72, '#f3b070'],
      ]),
      glow('sun', 1200, 610, 560, '#ffd89a'),
      { defs: blurFilter('soft', 9) },
      ridge(rand, { width: W, height: H, baseY: 600, amplitude: 170, fill: '#5a4761' }),
      ridge(rand, { width: W, height: H, baseY: 650, amplitude: 90, fill: '#3a3049' }),
      smoke(rand, { x: 1050, y: 210, color: '#e3b9a3', spread: 1.3, blurId: 'soft' }),
      smoke(rand, { x: 790, y: 350, color: '#d8b0a0', spread: 0.9, blurId: 'soft' }),
      chimney({ x: 1040, groundY: ground, height: 480, width: 58, color: '#2a2333', stripe: '#a8473a' }),
      chimney({ x: 780, groundY: ground, height: 340, width: 42, color: '#2a2333', stripe: '#a8473a' }),
      el('rect', { x: 0, y: ground, width: W, height: H - ground, fill: '#1d1a26' }),
      hall({
        x: 430,
        groundY: ground,
        width: 440,
        height: 190,
        roof: 'saw',
        wall: '#26212f',
        roofColor: '#1d1925',
        windowColor: '#ffb060',
        rand,
      }),
      hall({
        x: 880,
        groundY: ground,
        width: 330,
        height: 250,
        roof: 'gable',
        wall: '#2c2535',
        roofColor: '#211c29',
        windowColor: '#ffa850',
        rand,
      }),
      hall({
        x: 1230,
        groundY: ground,
        width: 260,
        height: 150,
        roof: 'flat',
        wall: '#26212f',
        roofColor: '#1d1925',
        windowColor: '#ffb060',
        rand,
      }),
      el('polygon', {
        points: points([
          [640, 520],
          [660, 520],
          [880, 420],
          [880, 440],
        ]),
        fill: '#2a2333',
      }),
      el('rect', { x: 0, y: 790, width: W, height: 110, fill: '#16141d' }),
      glow('pour', 1020, 640, 170, '#ff9a3c', 0.55),
      cathodeStacks({ x: 930, groundY: 860, count: 5, scale: 1.3, face: '#b8663a', edge: '#6e3a1d', shine: '#e08f52' }),
      poplars(rand, {
        xs: [60, 120, 170, 240, 300],
        groundY: ground + 4,
        height: 220,
        color: '#1a1822',
        trunk: '#14121a',
      }),
      headlineShade('shade', W, H),
    ],
  });
}

export function transformerYard({ width: W = 1600, height: H = 900, day = false, seed = 23, shade = true } = {}) {
  const rand = seededRandom(seed);
  const horizon = H * 0.7;
  const scale = W / 1600;
  const colors = day
    ? {
        sky: [
          [0, '#5f9fc0'],
          [0.7, '#b9d8e2'],
          [1, '#efe4cf'],
        ],
        far: '#8aa2b0',
        near: '#6f8a8a',
        ground: '#9d9a8c',
        steel: '#4d5d69',
        wire: '#3c4a55',
      }
    : {
        sky: [
          [0, '#0f2236'],
          [0.5, '#1f4f66'],
          [0.8, '#5fa3ad'],
          [1, '#e8c79a'],
        ],
        far: '#2d5566',
        near: '#1f3b4b',
        ground: '#1c2a33',
        steel: '#0e1a24',
        wire: '#0c1620',
      };
  const towerSpecs = [
    [W * 0.94, 1.0],
    [W * 0.72, 0.68],
    [W * 0.57, 0.47],
    [W * 0.46, 0.33],
    [W * 0.38, 0.23],
    [W * 0.325, 0.16],
  ];
  const towers = towerSpecs.map(([x, size]) =>
    pylon({
      x,
      groundY: horizon + 40 * size * scale,
      height: 600 * size * scale,
      color: colors.steel,
      strokeWidth: 4 * size * scale + 0.6,
    }),
  );
  return compose({
    width: W,
    height: H,
    title: day
      ? 'An electrical substation with transformers and transmission towers on a clear day'
      : 'A transformer yard under transmission lines at twilight',
    parts: [
      sky('sky', W, H, colors.sky),
      day ? '' : glow('dusk', W * 0.62, horizon, W * 0.35, '#ffd39a', 0.5),
      ridge(rand, { width: W, height: H, baseY: horizon - 10 * scale, amplitude: 150 * scale, fill: colors.far }),
      ridge(rand, { width: W, height: H, baseY: horizon + 10 * scale, amplitude: 60 * scale, fill: colors.near }),
      el('rect', { x: 0, y: horizon, width: W, height: H - horizon, fill: colors.ground }),
      towers.map((tower) => tower.body).join(''),
      wires(towers, { color: colors.wire, width: 1.6 * scale, sag: 26 * scale }),
      gantry({
        x1: W * 0.4,
        x2: W * 0.98,
        groundY: horizon + 60 * scale,
        height: 150 * scale,
        color: colors.steel,
        scale,
      }),
      fence({ x1: 0, x2: W, groundY: horizon + 70 * scale, height: 40 * scale, color: day ? '#6b7780' : '#0e1a24' }),
      transformerUnit({
        x: W * 0.42,
        groundY: H * 0.91,
        scale: 1.35 * scale,
        ...(day ? {} : { body: '#34495a', dark: '#1c2a36', light: '#52697a', insulator: '#8fa3b0' }),
      }),
      transformerUnit({
        x: W * 0.6,
        groundY: H * 0.91,
        scale: 1.35 * scale,
        ...(day ? {} : { body: '#34495a', dark: '#1c2a36', light: '#52697a', insulator: '#8fa3b0' }),
      }),
      transformerUnit({
        x: W * 0.78,
        groundY: H * 0.91,
        scale: 1.35 * scale,
        ...(day ? {} : { body: '#34495a', dark: '#1c2a36', light: '#52697a', insulator: '#8fa3b0' }),
      }),
      el('rect', { x: 0, y: H * 0.91, width: W, height: H * 0.09, fill: day ? '#8c8878' : '#141f27' }),
      day
        ? ''
        : streetLights({
            positions: [
              [W * 0.36, H * 0.91, 260 * scale],
              [W * 0.97, H * 0.91, 260 * scale],
            ],
            color: '#0c1620',
            lampColor: '#ffe3a8',
          }),
      shade ? headlineShade('shade', W, H) : '',
    ],
  });
}

/** The steel frame that carries busbars over a substation. */
function gantry({ x1, x2, groundY, height, color, scale }) {
  const columns = 4;
  let frame = '';
  for (let index = 0; index < columns; index += 1) {
    const x = x1 + ((x2 - x1) * index) / (columns - 1);
    frame += el('rect', { x: x - 4 * scale, y: groundY - height, width: 8 * scale, height, fill: color });
  }
  frame += el('rect', { x: x1, y: groundY - height, width: x2 - x1, height: 7 * scale, fill: color });
  frame += el('rect', {
    x: x1,
    y: groundY - height * 0.7,
    width: x2 - x1,
    height: 4 * scale,
    fill: color,
    opacity: 0.8,
  });
  return frame;
}

export function parkRoad({ width: W = 1600, height: H = 900, seed = 8, shade = true, title } = {}) {
  const rand = seededRandom(seed);
  const s = W / 1600;
  const horizon = H * 0.64;
  const vanishX = W * 0.56;
  const snow = linear('snow', [
    [0, '#ffffff'],
    [0.22, '#e7eef3'],
    [0.36, '#8fa5b8'],
    [1, '#7890a4'],
  ]);
  return compose({
    width: W,
    height: H,
    title: title ?? 'The technopark road between production halls and poplars, with snow-capped mountains behind',
    parts: [
      sky('sky', W, H, [
        [0, '#6fa8c4'],
        [0.55, '#bcd7df'],
        [0.75, '#f0dfc0'],
      ]),
      glow('sun', W * 0.2, H * 0.18, W * 0.3, '#fff1d0', 0.7),
      { defs: snow },
      ridge(rand, {
        width: W,
        height: H,
        baseY: horizon - 20 * s,
        amplitude: 260 * s,
        fill: 'url(#snow)',
        roughness: 0.6,
      }),
      ridge(rand, { width: W, height: H, baseY: horizon, amplitude: 80 * s, fill: '#8d9770' }),
      el('rect', { x: 0, y: horizon, width: W, height: H - horizon, fill: '#c9b48a' }),
      el('polygon', {
        points: points([
          [0, horizon + 30 * s],
          [W * 0.4, horizon + 12 * s],
          [W * 0.2, H],
          [0, H],
        ]),
        fill: '#a3ab6e',
        opacity: 0.6,
      }),
      el('polygon', {
        points: points([
          [W, horizon + 30 * s],
          [W * 0.7, horizon + 10 * s],
          [W * 0.85, H],
          [W, H],
        ]),
        fill: '#a3ab6e',
        opacity: 0.6,
      }),
      perspectiveRoad({
        bottomY: H,
        left: W * 0.22,
        right: W * 0.82,
        vanishX,
        vanishY: horizon,
        surface: '#46505a',
        marking: '#f2e6d0',
      }),
      hall({
        x: W * 0.6,
        groundY: horizon + 24 * s,
        width: 190 * s,
        height: 70 * s,
        roof: 'saw',
        wall: '#e6dcc8',
        roofColor: C.teal,
        windowColor: '#5fb3c1',
        rand,
      }),
      hall({
        x: W * 0.3,
        groundY: horizon + 22 * s,
        width: 170 * s,
        height: 60 * s,
        roof: 'gable',
        wall: '#d8ccb4',
        roofColor: C.copper,
        windowColor: '#5fb3c1',
        rand,
      }),
      hall({
        x: W * 0.72,
        groundY: horizon + 60 * s,
        width: 330 * s,
        height: 130 * s,
        roof: 'gable',
        wall: '#efe6d4',
        roofColor: C.copper,
        windowColor: '#4f9fb0',
        rand,
      }),
      hall({
        x: W * 0.02,
        groundY: horizon + 70 * s,
        width: 360 * s,
        height: 150 * s,
        roof: 'saw',
        wall: '#dcd1bb',
        roofColor: C.navyLight,
        windowColor: '#4f9fb0',
        rand,
      }),
      chimney({
        x: W * 0.49,
        groundY: horizon + 10 * s,
        height: 150 * s,
        width: 16 * s,
        color: '#c8c2b6',
        stripe: C.copper,
      }),
      poplars(rand, {
        xs: [0.42, 0.45, 0.48, 0.51].map((t) => W * t),
        groundY: horizon + 12 * s,
        height: 90 * s,
        color: '#587a46',
      }),
      poplars(rand, {
        xs: [0.66, 0.69, 0.86, 0.9, 0.94].map((t) => W * t),
        groundY: horizon + 70 * s,
        height: 150 * s,
        color: '#4f7040',
      }),
      streetLights({
        positions: [
          [W * 0.23, H * 0.97, 330 * s],
          [W * 0.38, horizon + 90 * s, 140 * s],
          [W * 0.72, H * 0.98, 320 * s],
          [W * 0.63, horizon + 80 * s, 130 * s],
        ],
        color: '#3a444d',
        lampColor: '#f7f1e1',
      }),
      truck({ x: W * 0.5, groundY: horizon + 110 * s, scale: 0.55 * s, cab: C.copper, box: '#e6e2d8' }),
      shade ? headlineShade('shade', W, H, 0.66) : '',
    ],
  });
}

export function hallInterior() {
  const W = 1200;
  const H = 800;
  const near = { left: 0, right: W, top: 0, bottom: H };
  const far = { left: 400, right: 800, top: 250, bottom: 470 };
  const at = (t, edge) => near[edge] + (far[edge] - near[edge]) * t;
  const corner = (t, h, v) => [at(t, h), at(t, v)];
  let columns = '';
  let trusses = '';
  for (const t of [0.12, 0.38, 0.58, 0.73, 0.84]) {
    const width = 44 * (1 - t) + 6;
    columns += el('rect', {
      x: at(t, 'left') + 8 * (1 - t),
      y: at(t, 'top') + 40 * (1 - t),
      width,
      height: at(t, 'bottom') - at(t, 'top') - 40 * (1 - t),
      fill: '#2f6f80',
    });
    columns += el('rect', {
      x: at(t, 'right') - width - 8 * (1 - t),
      y: at(t, 'top') + 40 * (1 - t),
      width,
      height: at(t, 'bottom') - at(t, 'top') - 40 * (1 - t),
      fill: '#2f6f80',
    });
    trusses += el('polyline', {
      points: points([corner(t, 'left', 'top'), [W / 2, at(t, 'top') - 30 * (1 - t)], corner(t, 'right', 'top')]),
      stroke: '#7f8b94',
      'stroke-width': 8 * (1 - t) + 1,
      fill: 'none',
    });
  }
  const lanes = [0.3, 0.7].map((share) =>
    el('line', {
      x1: W * share,
      y1: H,
      x2: far.left + (far.right - far.left) * share,
      y2: far.bottom,
      stroke: '#e0b84a',
      'stroke-width': 6,
      opacity: 0.8,
    }),
  );
  const coil = (cx, cy, r) =>
    el('ellipse', { cx, cy, rx: r, ry: r * 0.9, fill: 'url(#coil)' }) +
    el('ellipse', { cx, cy, rx: r * 0.38, ry: r * 0.34, fill: '#4d3420' }) +
    [0.55, 0.75]
      .map((k) =>
        el('ellipse', {
          cx,
          cy,
          rx: r * k,
          ry: r * 0.9 * k,
          fill: 'none',
          stroke: '#8a5224',
          'stroke-width': 2,
          opacity: 0.6,
        }),
      )
      .join('');
  const craneT = 0.32;
  return compose({
    width: W,
    height: H,
    title: 'Inside a bright production hall: steel columns, an overhead crane and copper wire coils on the floor',
    parts: [
      { defs: coilGradient('coil') },
      el('rect', { width: W, height: H, fill: '#dfe3e5' }),
      el('polygon', {
        points: points([
          [0, 0],
          [far.left, far.top],
          [far.left, far.bottom],
          [0, H],
        ]),
        fill: '#c2cbd1',
      }),
      el('polygon', {
        points: points([
          [W, 0],
          [far.right, far.top],
          [far.right, far.bottom],
          [W, H],
        ]),
        fill: '#b3bdc4',
      }),
      el('polygon', {
        points: points([
          [0, 0],
          [W, 0],
          [far.right, far.top],
          [far.left, far.top],
        ]),
        fill: '#e7eaec',
      }),
      el('polygon', {
        points: points([
          [0, 120],
          [far.left, far.top + 35],
          [far.left, far.top + 75],
          [0, 260],
        ]),
        fill: '#f5fbfd',
      }),
      el('polygon', {
        points: points([
          [W, 120],
          [far.right, far.top + 35],
          [far.right, far.top + 75],
          [W, 260],
        ]),
        fill: '#eef7fa',
      }),
      el('rect', {
        x: far.left,
        y: far.top,
        width: far.right - far.left,
        height: far.bottom - far.top,
        fill: '#a9b3ba',
      }),
      el('rect', { x: 540, y: 340, width: 120, height: 130, fill: '#fff6e0' }),
      el('polygon', {
        points: points([
          [0, H],
          [W, H],
          [far.right, far.bottom],
          [far.left, far.bottom],
        ]),
        fill: '#8e959a',
      }),
      lanes.join(''),
      trusses,
      columns,
      el('rect', {
        x: at(craneT, 'left'),
        y: at(craneT, 'top') + 60,
        width: at(craneT, 'right') - at(craneT, 'left'),
        height: 26,
        fill: '#e0a82e',
      }),
      el('rect', { x: 640, y: at(craneT, 'top') + 86, width: 60, height: 34, fill: '#3d4a55' }),
      el('line', { x1: 670, y1: at(craneT, 'top') + 120, x2: 670, y2: 470, stroke: '#2b343b', 'stroke-width': 3 }),
      el('path', { d: 'M662 470h16v10a8 8 0 0 1-16 0z', fill: '#2b343b' }),
      coil(200, 660, 90) +
        coil(360, 690, 70) +
        coil(900, 610, 60) +
        coil(1010, 680, 85) +
        coil(560, 540, 38) +
        coil(640, 545, 34),
      el('rect', { x: 760, y: 470, width: 140, height: 90, fill: C.navyLight }),
      el('rect', { x: 780, y: 490, width: 40, height: 24, fill: '#7fd1de' }),
    ],
  });

  function coilGradient(id) {
    return el(
      'radialGradient',
      { id, cx: 0.4, cy: 0.35, r: 0.7 },
      el('stop', { offset: 0, 'stop-color': '#f0a868' }) +
        el('stop', { offset: 0.6, 'stop-color': C.copper }) +
        el('stop', { offset: 1, 'stop-color': '#6e3a1d' }),
    );
  }
}

export function logisticsYard() {
  const W = 1200;
  const H = 800;
  const rand = seededRandom(41);
  const ground = 520;
  const wagons = [0, 1, 2].map((index) => {
    const x = 40 + index * 300;
    return (
      el('rect', { x, y: 650, width: 270, height: 80, rx: 4, fill: C.navyLight }) +
      cathodeStacks({ x: x + 12, groundY: 652, count: 2, scale: 0.95 }) +
      [x + 40, x + 230].map((wx) => el('circle', { cx: wx, cy: 740, r: 16, fill: '#1b232b' })).join('')
    );
  });
  return compose({
    width: W,
    height: H,
    title:
      'The park’s logistics yard: a warehouse with loading docks, a lorry and rail wagons loaded with copper cathodes',
    parts: [
      sky('sky', W, H, [
        [0, '#78b1cc'],
        [0.6, '#cfe3e8'],
        [0.7, '#efe4cf'],
      ]),
      ridge(rand, { width: W, height: H, baseY: 430, amplitude: 170, fill: '#9fb0bc' }),
      ridge(rand, { width: W, height: H, baseY: 470, amplitude: 60, fill: '#8c9a7a' }),
      el('rect', { x: 0, y: ground, width: W, height: H - ground, fill: '#b9ab8f' }),
      hall({
        x: 120,
        groundY: ground,
        width: 820,
        height: 190,
        roof: 'flat',
        wall: '#e9e1d0',
        roofColor: '#c9bfae',
        windowColor: '#5fb3c1',
        rand,
      }),
      [0, 1, 2, 3, 4]
        .map((index) =>
          el('rect', {
            x: 420 + index * 100,
            y: ground - 90,
            width: 70,
            height: 90,
            fill: index === 2 ? '#3d4a55' : '#9aa6ae',
          }),
        )
        .join(''),
      el('rect', { x: 116, y: ground - 196, width: 828, height: 12, fill: C.copper }),
      truck({ x: 640, groundY: ground + 20, scale: 1.1, cab: C.teal, box: '#f4efe4' }),
      el('rect', { x: 0, y: 744, width: W, height: 26, fill: '#8f8470' }),
      Array.from({ length: 24 }, (_, index) =>
        el('rect', { x: index * 52, y: 752, width: 30, height: 16, fill: '#6b5d4b' }),
      ).join(''),
      el('rect', { x: 0, y: 750, width: W, height: 5, fill: '#5c6670' }),
      wagons.join(''),
      poplars(rand, { xs: [990, 1030, 1070, 1110, 1150], groundY: ground + 4, height: 200, color: '#567a44' }),
    ],
  });
}
