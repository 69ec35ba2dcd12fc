/** One language of a first section: its heading (none for a page's opening text) and its paragraph, under a subheading. */
interface FirstText {
  title: string;
  subheading?: string;
  text: string;
}

/**
 * The prose of Privileges, Region and Infrastructure while it was part of the site's translations
 * and components. Migration 0014 writes it once into the new `page_sections` table, so an existing
 * site keeps its pages and staff take over from there; like a migration, this list is never
 * edited. The privileges keep the icons drawn for them, ornaments without alt text.
 */
export const FIRST_PAGE_SECTIONS: readonly {
  page: 'privileges' | 'region' | 'infrastructure';
  picture?: string;
  en: FirstText;
  ru: FirstText;
  uz: FirstText;
}[] = [
  {
    page: 'privileges',
    en: {
      title: '',
      text: 'Residents of the technopark work under a special legal regime that lowers the cost of starting and running production.',
    },
    ru: {
      title: '',
      text: 'Резиденты технопарка работают в особом правовом режиме, который снижает затраты на запуск и ведение производства.',
    },
    uz: {
      title: '',
      text: 'Texnopark rezidentlari ishlab chiqarishni boshlash va yuritish xarajatlarini kamaytiradigan maxsus huquqiy rejimda ishlaydi.',
    },
  },
  {
    page: 'privileges',
    picture: '/site/privileges/tax.svg',
    en: {
      title: 'Tax privileges',
      text: 'Exemption from property, land and profit tax for the term of the project, depending on the amount invested.',
    },
    ru: {
      title: 'Налоговые льготы',
      text: 'Освобождение от налогов на имущество, землю и прибыль на срок проекта в зависимости от объёма инвестиций.',
    },
    uz: {
      title: 'Soliq imtiyozlari',
      text: "Investitsiya hajmiga qarab loyiha muddatiga mol-mulk, yer va foyda solig'idan ozod qilish.",
    },
  },
  {
    page: 'privileges',
    picture: '/site/privileges/customs.svg',
    en: {
      title: 'Customs privileges',
      text: 'No customs duties on equipment, parts and raw materials brought in for production that is not made in the country.',
    },
    ru: {
      title: 'Таможенные льготы',
      text: 'Без таможенных пошлин на оборудование, комплектующие и сырьё для производства, которые не выпускаются в стране.',
    },
    uz: {
      title: 'Bojxona imtiyozlari',
      text: "Mamlakatda ishlab chiqarilmaydigan uskunalar, butlovchi qismlar va xomashyo uchun bojxona to'lovlarisiz.",
    },
  },
  {
    page: 'privileges',
    picture: '/site/privileges/land.svg',
    en: {
      title: 'Land privileges',
      text: 'Plots with connected utilities leased on favourable terms for the whole life of the project.',
    },
    ru: {
      title: 'Земельные льготы',
      text: 'Участки с подведёнными коммуникациями в аренду на льготных условиях на весь срок проекта.',
    },
    uz: {
      title: 'Yer imtiyozlari',
      text: 'Kommunikatsiyalari ulangan uchastkalar butun loyiha muddatiga imtiyozli shartlarda ijaraga beriladi.',
    },
  },
  {
    page: 'region',
    en: {
      title: '',
      text: 'The technopark is spread over four areas of Uzbekistan, each chosen for its raw materials, transport links and workforce.',
    },
    ru: {
      title: '',
      text: 'Технопарк расположен на четырёх площадках Узбекистана, каждая выбрана за сырьё, транспортные связи и трудовые ресурсы.',
    },
    uz: {
      title: '',
      text: "Texnopark O'zbekistonning to'rtta hududida joylashgan, har biri xomashyosi, transport aloqalari va ishchi kuchi uchun tanlangan.",
    },
  },
  {
    page: 'infrastructure',
    en: {
      title: '',
      subheading: 'Ready to build on',
      text: "Every plot of the park is connected before a resident arrives: paved roads to the gate, power from the park's own substation, water and gas mains, and a railway siding that takes raw copper in and finished equipment out.",
    },
    ru: {
      title: '',
      subheading: 'Можно сразу строить',
      text: 'Каждый участок парка подключён ещё до прихода резидента: асфальтированные дороги до ворот, электроэнергия от собственной подстанции парка, водопровод и газ, а также железнодорожная ветка, по которой привозят медь и вывозят готовое оборудование.',
    },
    uz: {
      title: '',
      subheading: 'Darhol qurish mumkin',
      text: "Parkning har bir uchastkasi rezident kelishidan oldin ulangan: darvozagacha asfaltlangan yo'llar, parkning o'z podstansiyasidan elektr energiyasi, suv va gaz quvurlari hamda xom misni olib kelib, tayyor uskunani olib chiqadigan temir yo'l tarmog'i.",
    },
  },
  {
    page: 'infrastructure',
    en: { title: 'Roads', text: 'Paved roads for heavy trucks link every plot with the Tashkent–Olmaliq highway.' },
    ru: {
      title: 'Дороги',
      text: 'Асфальтированные дороги для тяжёлых грузовиков связывают каждый участок с трассой Ташкент — Алмалык.',
    },
    uz: {
      title: "Yo'llar",
      text: "Og'ir yuk mashinalari uchun asfalt yo'llar har bir uchastkani Toshkent–Olmaliq avtomagistraliga bog'laydi.",
    },
  },
  {
    page: 'infrastructure',
    en: { title: 'Power', text: 'A 110 kV substation inside the park with spare capacity for energy-hungry smelting.' },
    ru: { title: 'Электроэнергия', text: 'Подстанция 110 кВ внутри парка с запасом мощности для энергоёмкой плавки.' },
    uz: {
      title: 'Elektr energiyasi',
      text: 'Park ichida energiya talab qiladigan eritish uchun zaxira quvvatli 110 kV podstansiya.',
    },
  },
  {
    page: 'infrastructure',
    en: { title: 'Water', text: 'Process and drinking water mains, with treatment of industrial waste water.' },
    ru: { title: 'Вода', text: 'Технический и питьевой водопровод, очистка промышленных стоков.' },
    uz: { title: 'Suv', text: 'Texnik va ichimlik suvi quvurlari, sanoat oqova suvlarini tozalash.' },
  },
  {
    page: 'infrastructure',
    en: { title: 'Gas', text: 'A natural gas pipeline to the plot boundary for furnaces and heating.' },
    ru: { title: 'Газ', text: 'Газопровод до границы участка для печей и отопления.' },
    uz: { title: 'Gaz', text: 'Pechlar va isitish uchun uchastka chegarasigacha tabiiy gaz quvuri.' },
  },
  {
    page: 'infrastructure',
    en: { title: 'Railway', text: 'A railway siding with loading ramps for ore concentrate, metal and equipment.' },
    ru: {
      title: 'Железная дорога',
      text: 'Железнодорожная ветка с погрузочными рампами для концентрата, металла и оборудования.',
    },
    uz: {
      title: "Temir yo'l",
      text: "Konsentrat, metall va uskunalar uchun yuklash rampalari bo'lgan temir yo'l tarmog'i.",
    },
  },
  {
    page: 'infrastructure',
    en: { title: 'Warehouses', text: 'Covered and open storage to rent while your own buildings go up.' },
    ru: { title: 'Склады', text: 'Крытые и открытые склады в аренду, пока строятся ваши собственные здания.' },
    uz: { title: 'Omborlar', text: "O'z binolaringiz qurilguncha ijaraga beriladigan yopiq va ochiq omborlar." },
  },
];

/**
 * The width and height of the site's own pictures among the first sections (the files in
 * public/), which migration 0026 writes beside them so a page holds their place before they
 * load. Pictures uploaded later have theirs read from the file.
 */
export const FIRST_SECTION_PICTURE_SIZES: Readonly<Record<string, { width: number; height: number }>> = {
  '/site/privileges/tax.svg': { width: 96, height: 96 },
  '/site/privileges/customs.svg': { width: 96, height: 96 },
  '/site/privileges/land.svg': { width: 96, height: 96 },
};
