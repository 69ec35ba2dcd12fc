// Tiny string builders for the project's hand-made SVG artwork.

export const PALETTE = {
  copper: '#b87333',
  copperLight: '#d9955a',
  copperDark: '#8a5224',
  navy: '#12263a',
  navyLight: '#1d3a55',
  teal: '#1f7a8c',
  tealLight: '#5fb3c1',
  sand: '#f2e6d0',
  steel: '#5b6975',
};

/** One element: attributes from an object (undefined ones skipped), optional inner markup. */
export function el(name, attrs = {}, inner = '') {
  const text = Object.entries(attrs)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? round(value) : value}"`)
    .join('');
  return inner === '' ? `<${name}${text}/>` : `<${name}${text}>${inner}</${name}>`;
}

/** Coordinates with at most one decimal keep the files small. */
export const round = (value) => Math.round(value * 10) / 10;

export const points = (list) => list.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');

export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  return el('linearGradient', { id, x1, y1, x2, y2 }, stops.map(stop).join(''));
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  return el('radialGradient', { id, cx, cy, r }, stops.map(stop).join(''));
}

function stop([offset, color, opacity]) {
  return el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity });
}

/** Escapes text content and attribute values. */
export const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A whole document with a title (read aloud when the file is used as an image). */
export function svgDocument({ width, height, viewBox = `0 0 ${width} ${height}`, title, defs = '', body }) {
  const id = 'title';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-labelledby="${id}">` +
    `<title id="${id}">${escapeXml(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** A small deterministic random source, so every run draws the same pictures. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
