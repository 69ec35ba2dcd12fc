/**
 * The eight figures Home showed while they were part of the code, with their icons. Migration
 * 0008 writes them once into the new `statistics` table, so an existing site keeps them and staff
 * take over from there; like a migration, this list is never edited. The Uzbek titles are the
 * old product's, which named other things ("Foydalanuvchilar", users, above the projects);
 * migration 0029 gives them the words English and Russian use.
 */
export const FIRST_FIGURES = [
  {
    icon: 'users',
    value: 23,
    en: ['Projects', 'Projects under way in the technopark'],
    ru: ['Проекты', 'Проекты, которые реализуются в технопарке'],
    uz: ['Foydalanuvchilar', 'Texnoparkda amalga oshirilayotgan loyihalar soni'],
  },
  {
    icon: 'growth',
    value: 319_690_000,
    en: ['Total value', 'Total value of all projects, in US dollars'],
    ru: ['Общая стоимость', 'Общая стоимость всех проектов, в долларах США'],
    uz: ["O'sish", 'Barcha loyihalarning umumiy qiymati, AQSh dollarida'],
  },
  {
    icon: 'sales',
    value: 299_160_000,
    en: ['Tashkent region', 'Value of 19 projects in the Tashkent region, in US dollars'],
    ru: ['Ташкентская область', 'Стоимость 19 проектов в Ташкентской области, в долларах США'],
    uz: ['Savdolar', 'Toshkent viloyatidagi 19 ta loyiha qiymati, AQSh dollarida'],
  },
  {
    icon: 'income',
    value: 12_000_000,
    en: ['Fergana region', 'Value of 1 project in the Fergana region, in US dollars'],
    ru: ['Ферганская область', 'Стоимость 1 проекта в Ферганской области, в долларах США'],
    uz: ['Daromad', "Farg'ona viloyatidagi 1 ta loyiha qiymati, AQSh dollarida"],
  },
  {
    icon: 'regions',
    value: 8_800_000,
    en: ['Khorezm region', 'Value of 3 projects in the Khorezm region, in US dollars'],
    ru: ['Хорезмская область', 'Стоимость 3 проектов в Хорезмской области, в долларах США'],
    uz: ['Mintaqalar', 'Xorazm viloyatidagi 3 ta loyiha qiymati, AQSh dollarida'],
  },
  {
    icon: 'messages',
    value: 7934,
    en: ['Annual capacity', 'Yearly production capacity: 7 trillion 934 billion sums'],
    ru: ['Годовая мощность', 'Годовая производственная мощность: 7 триллионов 934 миллиарда сумов'],
    uz: ['Xabarlar', "Yillik ishlab chiqarish quvvati: 7 trillion 934 milliard so'm"],
  },
  {
    icon: 'rating',
    value: 259_100_000,
    en: ['Exports', 'Total volume of exports, in US dollars'],
    ru: ['Экспорт', 'Общий объём экспорта, в долларах США'],
    uz: ['Reyting', 'Eksportning umumiy hajmi, AQSh dollarida'],
  },
  {
    icon: 'tasks',
    value: 4591,
    en: ['Home market', 'Supplies to the home market: 4 trillion 591 billion sums'],
    ru: ['Внутренний рынок', 'Поставки на внутренний рынок: 4 триллиона 591 миллиард сумов'],
    uz: ['Vazifalar', "Ichki bozorga yetkazib berish: 4 trillion 591 milliard so'm"],
  },
] as const;
