/**
 * The park's details as the site showed them while they were build-time settings (the defaults
 * of the former src/site/siteConfig.ts). Migration 0012 writes them once into `site_settings`, so
 * an existing site keeps them and staff take over from there; like a migration, this is never edited.
 */
export const FIRST_SETTINGS = {
  phones: ['+998 71 200 45 45', '+998 70 015 45 45'],
  email: 'info@technopark.example',
  address: {
    en: '12 Sanoat Street, Olmaliq, Tashkent region, Uzbekistan',
    ru: 'Узбекистан, Ташкентская область, Алмалык, ул. Саноат, 12',
    uz: "O'zbekiston, Toshkent viloyati, Olmaliq, Sanoat ko'chasi, 12",
  },
  workingHours: {
    en: 'Monday to Friday, 9:00–18:00; closed on Saturday and Sunday',
    ru: 'Понедельник — пятница, с 9:00 до 18:00; суббота и воскресенье — выходные',
    uz: 'Dushanba — juma, 9:00 dan 18:00 gacha; shanba va yakshanba — dam olish kunlari',
  },
  infrastructureVideoUrl: '/site/video/infrastructure.webm',
};
