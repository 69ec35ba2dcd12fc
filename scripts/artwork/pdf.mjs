// A minimal PDF 1.4 writer: Helvetica text, lines, filled boxes and fillable text fields.

const FONTS = { regular: 'F1', bold: 'F2' };

/** Rough Helvetica advance widths (in em), good enough to wrap paragraphs. */
function textWidth(text, size) {
  let em = 0;
  for (const char of text) {
    if (char === ' ') em += 0.278;
    else if ("iljtfr.,':;!|()".includes(char)) em += 0.3;
    else if ('mwMW'.includes(char)) em += 0.86;
    else if (/[A-Z]/.test(char)) em += 0.69;
    else if (/[0-9]/.test(char)) em += 0.556;
    else em += 0.54;
  }
  return em * size;
}

const escapeText = (text) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
const rgb = ([r, g, b]) => `${(r / 255).toFixed(3)} ${(g / 255).toFixed(3)} ${(b / 255).toFixed(3)}`;
const hex = (value) => [1, 3, 5].map((index) => parseInt(value.slice(index, index + 2), 16));

export class Page {
  constructor(width = 595, height = 842) {
    this.width = width;
    this.height = height;
    this.ops = [];
    this.fields = [];
  }

  text(x, y, text, { size = 11, bold = false, color = '#1b2733' } = {}) {
    this.ops.push(
      `BT /${bold ? FONTS.bold : FONTS.regular} ${size} Tf ${rgb(hex(color))} rg ${x} ${y} Td (${escapeText(text)}) Tj ET`,
    );
  }

  /** Wraps a paragraph to `width`; returns the y below its last line. */
  paragraph(x, y, text, width, { size = 11, leading = size * 1.4, ...style } = {}) {
    let line = '';
    let cursor = y;
    for (const word of text.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(candidate, size) > width) {
        this.text(x, cursor, line, { size, ...style });
        cursor -= leading;
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) this.text(x, cursor, line, { size, ...style });
    return cursor - leading;
  }

  box(x, y, width, height, { fill, stroke, lineWidth = 1 } = {}) {
    const paint = fill && stroke ? 'B' : fill ? 'f' : 'S';
    this.ops.push(
      `${fill ? `${rgb(hex(fill))} rg ` : ''}${stroke ? `${rgb(hex(stroke))} RG ${lineWidth} w ` : ''}${x} ${y} ${width} ${height} re ${paint}`,
    );
  }

  line(x1, y1, x2, y2, { color = '#9aa5ac', lineWidth = 0.8 } = {}) {
    this.ops.push(`${rgb(hex(color))} RG ${lineWidth} w ${x1} ${y1} m ${x2} ${y2} l S`);
  }

  /** A fillable text field with a visible frame (drawn, so it prints even when not filled in). */
  field(name, label, x, y, width, height, { multiline = false } = {}) {
    this.box(x, y, width, height, { stroke: '#7f8c95', fill: '#fbf8f2', lineWidth: 0.8 });
    this.fields.push({ name, label, rect: [x, y, x + width, y + height], multiline });
  }
}

/** Serialises pages into a PDF file (a Buffer). */
export function buildPdf(pages, { title, subject }) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pageTree = add(null);
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(
    `<< /Title (${escapeText(title)}) /Subject (${escapeText(subject)}) /Author (Olmaliq Copper Technopark) /Creator (scripts/artwork) /Producer (scripts/artwork/pdf.mjs) >>`,
  );
  const pageRefs = [];
  const fieldRefs = [];
  for (const page of pages) {
    const content = page.ops.join('\n');
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    const pageRef = add(null);
    const widgets = page.fields.map((field) =>
      add(
        `<< /Type /Annot /Subtype /Widget /FT /Tx /T (${escapeText(field.name)}) /TU (${escapeText(field.label)}) /Rect [${field.rect.join(' ')}] /F 4 /P ${pageRef} 0 R /DA (/F1 10 Tf 0 g) /MK << /BC [0.5 0.55 0.58] >>${field.multiline ? ' /Ff 4096' : ''} >>`,
      ),
    );
    fieldRefs.push(...widgets);
    objects[pageRef - 1] =
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R` +
      (widgets.length ? ` /Annots [${widgets.map((ref) => `${ref} 0 R`).join(' ')}]` : '') +
      ' >>';
    pageRefs.push(pageRef);
  }
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${pageRefs.map((ref) => `${ref} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;
  const acroForm = fieldRefs.length
    ? ` /AcroForm << /Fields [${fieldRefs.map((ref) => `${ref} 0 R`).join(' ')}] /NeedAppearances true /DR << /Font << /F1 ${regular} 0 R >> >> /DA (/F1 10 Tf 0 g) >>`
    : '';
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R${acroForm} >>`;

  let output = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(output, 'latin1');
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  output += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  output += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(output, 'latin1');
}
