import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RESIDENT_STATUS } from '../../api/residentStatus';
import type { Database } from './schema';

/** Demo content, so that a first start shows a living site. Pictures are in public/demo. */
const staff = [
  ['Aziz Karimov', 'Director of the technopark'],
  ['Dilnoza Rahimova', 'Deputy director for investment'],
  ['Sardor Tursunov', 'Chief metallurgical engineer'],
  ['Malika Yusupova', 'Head of resident services'],
  ['Bekzod Aliyev', 'Head of energy and utilities'],
  ['Nodira Saidova', 'Legal and customs adviser'],
] as const;

const news: { title: string; body: string; file: string; mime: string }[] = [
  {
    title: 'Copper cathode line reaches full capacity',
    body: '<p>The electrolytic refining hall has run at its design capacity for thirty days in a row.</p><p>The line now turns <strong>copper concentrate from the Almalyk deposits</strong> into grade A cathodes for the cable makers in the park.</p>',
    file: '/demo/news/news-1.svg',
    mime: 'image/svg+xml',
  },
  {
    title: 'New transformer assembly hall opens',
    body: '<p>A resident company has opened a 6,000 m² hall for power transformers from 25 to 2,500 kVA.</p><ul><li>120 new jobs</li><li>Deliveries to regional grid operators from the first quarter</li></ul>',
    file: '/demo/news/news-2.svg',
    mime: 'image/svg+xml',
  },
  {
    title: 'Investment agreements signed at the Tashkent forum',
    body: '<p>Three agreements worth <strong>USD 48 million</strong> were signed for rare-metals processing and cable production on the Ohangaron site.</p>',
    file: '/demo/news/news-3.svg',
    mime: 'image/svg+xml',
  },
  {
    title: 'A tour of the park from the air',
    body: '<p>Take a short flight over the Ohangaron site: the refining halls, the logistics yard and the plots still free for new residents.</p>',
    file: '/demo/video/park-tour.webm',
    mime: 'video/webm',
  },
  {
    title: 'Cable plant ships its first export order',
    body: '<p>Forty drums of low-voltage cable left for Kazakhstan this week, the first export order of the cable plant that joined the park last year.</p>',
    file: '/demo/news/news-4.svg',
    mime: 'image/svg+xml',
  },
  {
    title: 'Solar roofs now power the logistics centre',
    body: '<p>1.2 MW of solar panels on the warehouse roofs cover the daytime needs of the logistics centre and cut its grid consumption by a third.</p>',
    file: '/demo/news/news-5.svg',
    mime: 'image/svg+xml',
  },
  {
    title: 'Inside the switchgear production line',
    body: '<p>From sheet metal to a tested switchgear cabinet in six stations: a short film about the production line of one of our residents.</p>',
    file: '/demo/video/production-line.webm',
    mime: 'video/webm',
  },
  {
    title: 'Training centre welcomes its first 40 students',
    body: '<p>The park’s training centre, run with the Tashkent State Technical University, has started a one-year course for electricians and metallurgy technicians.</p>',
    file: '/demo/news/news-6.svg',
    mime: 'image/svg+xml',
  },
];

const residents: [string, string, number][] = [
  [
    'Ohangaron Cable Works',
    'Low- and medium-voltage power cables and wires from the park’s own copper rod.',
    RESIDENT_STATUS.operating,
  ],
  [
    'Tashkent Copper Foundry',
    'Copper and brass castings and billets for the electrical industry.',
    RESIDENT_STATUS.operating,
  ],
  ['Energomash Transformers', 'Assembly of distribution transformers up to 2,500 kVA.', RESIDENT_STATUS.operating],
  [
    'Rare Metals Processing',
    'A hydrometallurgical plant for molybdenum and rhenium, under construction.',
    RESIDENT_STATUS.building,
  ],
  [
    'Park Logistics Hub',
    'Bonded warehouses, rail siding and customs clearance for residents.',
    RESIDENT_STATUS.operating,
  ],
  [
    'Metallurgy Test Lab',
    'An accredited laboratory for chemical and mechanical tests of metals.',
    RESIDENT_STATUS.building,
  ],
  [
    'Copper Rod Rolling Mill',
    'Continuous casting and rolling of 8 mm copper rod, under construction.',
    RESIDENT_STATUS.building,
  ],
  ['Switchgear Systems', 'Low-voltage switchboards and medium-voltage switchgear cabinets.', RESIDENT_STATUS.operating],
];

const services: [string, string][] = [
  [
    'Land plot allocation',
    'Serviced plots from 1 to 20 hectares with a long-term lease and a simple allocation procedure.',
  ],
  ['Utility connection', 'Electricity, gas, water and sewerage brought to the plot boundary by the park’s operator.'],
  ['Customs and logistics', 'A customs post on site, bonded warehouses and a rail siding for imports and exports.'],
  ['Legal and tax consulting', 'Help with registration, the tax and customs privileges of the park, and permits.'],
];

/** Spreads demo dates over the last weeks so that "newest first" means something. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export async function seedDemo(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staff')
      .values(
        staff.map(([full_name, position], i) => ({
          uuid: randomUUID(),
          full_name,
          position,
          image_url: `/demo/staff/staff-${i + 1}.svg`,
          created_at: daysAgo(60 - i),
        })),
      )
      .execute();
    await trx
      .insertInto('news')
      .values(
        news.map(({ title, body, file, mime }, i) => ({
          uuid: randomUUID(),
          title,
          body,
          file_url: file,
          file_mime: mime,
          created_at: daysAgo(40 - i * 5),
          updated_at: daysAgo(40 - i * 5),
        })),
      )
      .execute();
    await trx
      .insertInto('residents')
      .values(
        residents.map(([name, content, status], i) => ({
          uuid: randomUUID(),
          name,
          content,
          status,
          image_url: `/demo/residents/resident-${i + 1}.svg`,
          created_at: daysAgo(50 - i),
        })),
      )
      .execute();
    await trx
      .insertInto('services')
      .values(
        services.map(([name, content], i) => ({
          uuid: randomUUID(),
          name,
          content,
          status: 'active',
          photo_url: `/demo/services/service-${i + 1}.svg`,
          created_at: daysAgo(70 - i),
        })),
      )
      .execute();
  });
}
