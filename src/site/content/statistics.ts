/**
 * The eight statistic cards. Their texts are Uzbek in every language, as on the old site,
 * deliberately, so they live here rather than in the translation files.
 */
export interface Statistic {
  id: 'users' | 'growth' | 'sales' | 'income' | 'regions' | 'messages' | 'rating' | 'tasks';
  title: string;
  value: number;
  description: string;
}

export const STATISTICS: readonly Statistic[] = [
  {
    id: 'users',
    title: 'Foydalanuvchilar',
    value: 23,
    description: 'Texnoparkda amalga oshirilayotgan loyihalar soni',
  },
  {
    id: 'growth',
    title: "O'sish",
    value: 319_690_000,
    description: 'Barcha loyihalarning umumiy qiymati, AQSh dollarida',
  },
  {
    id: 'sales',
    title: 'Savdolar',
    value: 299_160_000,
    description: 'Toshkent viloyatidagi 19 ta loyiha qiymati, AQSh dollarida',
  },
  {
    id: 'income',
    title: 'Daromad',
    value: 12_000_000,
    description: "Farg'ona viloyatidagi 1 ta loyiha qiymati, AQSh dollarida",
  },
  {
    id: 'regions',
    title: 'Mintaqalar',
    value: 8_800_000,
    description: 'Xorazm viloyatidagi 3 ta loyiha qiymati, AQSh dollarida',
  },
  {
    id: 'messages',
    title: 'Xabarlar',
    value: 7934,
    description: "Yillik ishlab chiqarish quvvati: 7 trillion 934 milliard so'm",
  },
  { id: 'rating', title: 'Reyting', value: 259_100_000, description: 'Eksportning umumiy hajmi, AQSh dollarida' },
  {
    id: 'tasks',
    title: 'Vazifalar',
    value: 4591,
    description: "Ichki bozorga yetkazib berish: 4 trillion 591 milliard so'm",
  },
];

export const statisticIcon = (id: Statistic['id']) => `/site/stats/${id}.svg`;
