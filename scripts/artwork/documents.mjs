// The three downloadable documents of the Info Center, written as real text PDFs.
import { PALETTE as C } from './svg.mjs';
import { Page, buildPdf } from './pdf.mjs';

const PARK = 'Olmaliq Copper Technopark';
const CONTACT =
  'Phone +998 71 200 45 45  |  info@technopark.example  |  12 Sanoat Street, Olmaliq, Tashkent region, Uzbekistan';

const AREAS = [
  ['Ohangaron district', 338, 'Copper and rare-metals processing, foundry, large production halls'],
  ['Parkent', 10, 'Electrical equipment assembly, small workshops, laboratories'],
  ['Khorezm', 4, 'Cable and wire products for the western regions'],
  ['Fergana', 10, 'Household appliances and components for the valley market'],
];

const RESIDENT_DOCUMENTS = [
  'Letter to the director',
  'Request (application) to become a resident',
  'Business plan of the project',
  'Network schedule of the project',
  'State registration certificate',
  'Charter of the company',
  "Copies of the founders' identity documents",
];

/** The navy band with the park's name across the top of every page. */
function header(page, heading) {
  page.box(0, page.height - 70, page.width, 70, { fill: C.navy });
  page.box(0, page.height - 74, page.width, 4, { fill: C.copper });
  page.text(40, page.height - 34, PARK, { size: 18, bold: true, color: C.sand });
  page.text(40, page.height - 56, heading, { size: 11, color: '#c9d6df' });
}

function footer(page, number, total) {
  page.line(40, 40, page.width - 40, 40, { color: C.copper });
  page.text(40, 26, CONTACT, { size: 8, color: '#5b6975' });
  page.text(page.width - 80, 26, `Page ${number} of ${total}`, { size: 8, color: '#5b6975' });
}

function sectionTitle(page, x, y, text) {
  page.text(x, y, text, { size: 14, bold: true, color: C.teal });
  return y - 22;
}

function presentation() {
  const first = new Page();
  header(first, 'Park presentation');
  let y = 720;
  first.text(40, y, 'Processing copper where it is mined', { size: 22, bold: true, color: C.navy });
  y -= 30;
  y = first.paragraph(
    40,
    y,
    'Olmaliq Copper Technopark is an industrial park near Olmaliq in the Tashkent region of Uzbekistan. It gathers ' +
      'companies that turn copper and rare metals into finished goods close to the mines and the smelter, and presents ' +
      'the electrical equipment made by its residents: transformers, switchgear, cables, voltage stabilisers, ' +
      'high-voltage apparatus and household appliances.',
    515,
  );
  y = first.paragraph(
    40,
    y - 4,
    'The park gives a resident a ready plot with roads, power, water and gas connections, a single contact for ' +
      'permits and customs, and the privileges set by the decisions that founded the park.',
    515,
  );
  y = sectionTitle(first, 40, y - 10, 'Four areas, 362 hectares');
  const boxWidth = 120;
  AREAS.forEach(([name, hectares], index) => {
    const x = 40 + index * (boxWidth + 11.6);
    first.box(x, y - 70, boxWidth, 78, { fill: '#f2e6d0', stroke: C.copper });
    first.text(x + 12, y - 22, `${hectares} ha`, { size: 22, bold: true, color: C.copperDark });
    first.text(x + 12, y - 50, name, { size: 10, bold: true, color: C.navy });
  });
  y -= 104;
  y = sectionTitle(first, 40, y, 'What each area is for');
  first.box(40, y - 6, 515, 20, { fill: C.navy });
  first.text(48, y, 'Area', { size: 10, bold: true, color: '#ffffff' });
  first.text(168, y, 'Land', { size: 10, bold: true, color: '#ffffff' });
  first.text(228, y, 'Main activities', { size: 10, bold: true, color: '#ffffff' });
  y -= 24;
  for (const [name, hectares, focus] of AREAS) {
    first.text(48, y, name, { size: 10 });
    first.text(168, y, `${hectares} ha`, { size: 10 });
    const below = first.paragraph(228, y, focus, 320, { size: 10, leading: 13 });
    y = Math.min(y - 20, below - 4);
    first.line(40, y + 12, 555, y + 12);
  }
  footer(first, 1, 2);

  const second = new Page();
  header(second, 'Park presentation');
  y = 730;
  y = sectionTitle(second, 40, y, 'Privileges for residents');
  const privileges = [
    [
      'Tax',
      'Relief from land tax, property tax and profit tax for the period fixed in the founding decision, so early profit goes back into production.',
    ],
    [
      'Customs',
      "No customs duties on equipment, components and materials imported for the resident's own production that are not made in the country.",
    ],
    ['Land', 'A plot with roads and utility connections assigned for the life of the project, without an auction.'],
  ];
  for (const [name, text] of privileges) {
    second.box(40, y - 40, 515, 52, { fill: '#eef5f6', stroke: C.teal, lineWidth: 0.8 });
    second.text(52, y - 6, name, { size: 12, bold: true, color: C.navy });
    second.paragraph(130, y - 6, text, 410, { size: 10, leading: 13 });
    y -= 62;
  }
  second.paragraph(
    40,
    y,
    "The exact terms are those of the legal decisions published in the Info Center of the park's website.",
    515,
    { size: 9, color: '#5b6975' },
  );
  y -= 34;
  y = sectionTitle(second, 40, y, 'How to become a resident');
  y = second.paragraph(
    40,
    y,
    'Send the following documents as PDF files through the Info Center form, or bring them to the park office:',
    515,
  );
  RESIDENT_DOCUMENTS.forEach((name, index) => {
    second.text(52, y, `${index + 1}.`, { size: 11, bold: true, color: C.copperDark });
    second.text(72, y, name, { size: 11 });
    y -= 18;
  });
  y = second.paragraph(
    40,
    y - 8,
    'The park reviews a complete application within 30 days, proposes a plot in one of the four areas and ' +
      'prepares the investment agreement. The network schedule in the document gallery shows the usual stages ' +
      'from application to full-scale production.',
    515,
  );
  y = sectionTitle(second, 40, y - 10, 'Contact');
  second.text(40, y, 'Phone: +998 71 200 45 45, +998 70 015 45 45', { size: 11 });
  second.text(40, y - 18, 'E-mail: info@technopark.example', { size: 11 });
  second.text(40, y - 36, 'Address: 12 Sanoat Street, Olmaliq, Tashkent region, Uzbekistan', { size: 11 });
  footer(second, 2, 2);
  return buildPdf([first, second], {
    title: `${PARK}: presentation`,
    subject: 'What the park is, its four areas and the privileges for residents',
  });
}

function orderForm() {
  const page = new Page();
  header(page, 'Application form for prospective residents');
  let y = 730;
  page.text(40, y, 'Application to become a resident', { size: 18, bold: true, color: C.navy });
  y = page.paragraph(
    40,
    y - 22,
    'Fill in the fields on screen or print the form and write in capital letters. Return it with the documents listed in the park presentation.',
    515,
    { size: 10 },
  );
  const rows = [
    [['company', 'Company name', 515]],
    [
      ['legal_form', 'Legal form', 250],
      ['tin', 'Taxpayer identification number (TIN)', 250],
    ],
    [['director', "Director's full name", 515]],
    [
      ['phone', 'Phone', 250],
      ['email', 'E-mail', 250],
    ],
    [['address', 'Legal address', 515]],
    [
      ['area', 'Preferred area (Ohangaron, Parkent, Khorezm, Fergana)', 250],
      ['land', 'Land needed, hectares', 250],
    ],
    [
      ['investment', 'Planned investment, USD', 250],
      ['jobs', 'Jobs to be created', 250],
    ],
    [
      ['start', 'Planned start of construction (month, year)', 250],
      ['launch', 'Planned start of production (month, year)', 250],
    ],
  ];
  y -= 6;
  for (const row of rows) {
    let x = 40;
    for (const [name, label, width] of row) {
      page.text(x, y, label, { size: 9, bold: true, color: '#33414c' });
      page.field(name, label, x, y - 28, width, 22);
      x += width + 15;
    }
    y -= 50;
  }
  page.text(40, y, 'Products and project description', { size: 9, bold: true, color: '#33414c' });
  page.field('project', 'Products and project description', 40, y - 110, 515, 104, { multiline: true });
  y -= 140;
  page.text(40, y, 'Date', { size: 9, bold: true, color: '#33414c' });
  page.field('date', 'Date', 40, y - 28, 160, 22);
  page.text(220, y, "Director's signature and seal", { size: 9, bold: true, color: '#33414c' });
  page.line(220, y - 28, 555, y - 28, { color: '#33414c' });
  page.paragraph(
    40,
    y - 60,
    'The park uses the data in this form only to review the application and will contact the applicant within 30 days.',
    515,
    { size: 8, color: '#5b6975' },
  );
  footer(page, 1, 1);
  return buildPdf([page], {
    title: `${PARK}: application form`,
    subject: 'Application to become a resident of the park',
  });
}

const STAGES = [
  ['Business plan and feasibility study', 'Resident', 1, 2],
  ['Application review and agreement', 'Park office', 2, 3],
  ['Land allocation and registration', 'Park office', 3, 4],
  ['Design and construction permits', 'Resident', 4, 6],
  ['Site preparation and utility connections', 'Park office', 5, 7],
  ['Construction of the production hall', 'Resident', 7, 12],
  ['Equipment import and customs clearance', 'Resident', 10, 13],
  ['Installation and commissioning', 'Resident', 13, 15],
  ['Hiring and training of staff', 'Resident', 13, 16],
  ['Trial production and certification', 'Resident', 16, 17],
  ['Full-scale production', 'Resident', 18, 18],
];

function networkTable() {
  const page = new Page(842, 595);
  header(page, 'Network schedule: project stages by month');
  page.text(40, 490, 'Network schedule of a resident project (18 months)', { size: 16, bold: true, color: C.navy });
  page.text(
    40,
    472,
    'Shaded cells show the months in which each stage runs. Month 1 is the month the application is submitted.',
    { size: 9, color: '#5b6975' },
  );
  const left = 40;
  const nameWidth = 230;
  const ownerWidth = 72;
  const months = 18;
  const cell = (842 - 80 - nameWidth - ownerWidth) / months;
  const rowHeight = 26;
  let y = 440;
  page.box(left, y - 8, 762, rowHeight, { fill: C.navy });
  page.text(left + 6, y, 'No.  Stage', { size: 9, bold: true, color: '#ffffff' });
  page.text(left + nameWidth + 4, y, 'Responsible', { size: 9, bold: true, color: '#ffffff' });
  for (let month = 1; month <= months; month += 1) {
    page.text(left + nameWidth + ownerWidth + (month - 1) * cell + 4, y, `M${month}`, {
      size: 8,
      bold: true,
      color: '#ffffff',
    });
  }
  STAGES.forEach(([stage, owner, from, to], index) => {
    y -= rowHeight;
    if (index % 2 === 0) page.box(left, y - 8, 762, rowHeight, { fill: '#f6f1e7' });
    page.text(left + 6, y, `${index + 1}.`, { size: 9, bold: true, color: C.copperDark });
    page.text(left + 26, y, stage, { size: 9 });
    page.text(left + nameWidth + 4, y, owner, { size: 9 });
    for (let month = from; month <= to; month += 1) {
      page.box(left + nameWidth + ownerWidth + (month - 1) * cell + 1, y - 5, cell - 2, rowHeight - 6, {
        fill: owner === 'Park office' ? C.teal : C.copper,
      });
    }
  });
  for (let month = 0; month <= months; month += 1) {
    const x = left + nameWidth + ownerWidth + month * cell;
    page.line(x, 440 + rowHeight - 8, x, y - 8, { color: '#c8d0d6', lineWidth: 0.5 });
  }
  page.line(left, y - 8, left + 762, y - 8, { color: C.navy });
  y -= 34;
  page.box(left, y - 2, 12, 10, { fill: C.copper });
  page.text(left + 18, y, 'Work of the resident', { size: 9 });
  page.box(left + 150, y - 2, 12, 10, { fill: C.teal });
  page.text(left + 168, y, 'Work of the park office', { size: 9 });
  footer(page, 1, 1);
  return buildPdf([page], { title: `${PARK}: network schedule`, subject: 'Project stages of a resident by month' });
}

export const documents = () => ({
  presentation: presentation(),
  'order-form': orderForm(),
  'network-table': networkTable(),
});
