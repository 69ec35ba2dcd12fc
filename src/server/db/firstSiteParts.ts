/**
 * What Home's hero, products and partners, the Region page's areas and the Infrastructure page's
 * photos showed while they were part of the code and its translations. Migrations 0013 (and 0027
 * for the photos) write them once into their new tables, so an existing site keeps them (and a new
 * one starts with them, demo content or not) and staff take over from there; like a migration,
 * these lists are never edited.
 *
 * The pictures stay where they always were, in public/site, served with the site: a row names its
 * address, never a copy under /uploads/. The upload store removes only files it made
 * (`/uploads/…`) and the orphan sweep only looks at the upload store, so replacing or deleting one
 * of these rows leaves the static file in place.
 */

/** Texts in the three languages, English first. */
type Texts<Field extends string> = Record<'en' | 'ru' | 'uz', Record<Field, string>>;

/** The park's name and pitch, which the hero showed over each of its backgrounds. */
const PARK_PITCH: Texts<'title' | 'text'> = {
  en: {
    title: 'Olmaliq Copper Technopark',
    text: 'An industrial park in the Tashkent region where copper and rare metals are processed and electrical equipment is made, with land, power and tax privileges ready for new residents.',
  },
  ru: {
    title: 'Медный технопарк Олмалык',
    text: 'Индустриальный парк в Ташкентской области, где перерабатывают медь и редкие металлы и выпускают электротехническое оборудование, с готовыми участками, энергией и налоговыми льготами для новых резидентов.',
  },
  uz: {
    title: 'Olmaliq mis texnoparki',
    text: 'Toshkent viloyatidagi sanoat parki: bu yerda mis va nodir metallar qayta ishlanadi, elektrotexnika uskunalari ishlab chiqariladi, yangi rezidentlar uchun yer, energiya va soliq imtiyozlari tayyor.',
  },
};

/** The hero's three backgrounds, each with the park's name and pitch, as the hero always showed them. */
export const FIRST_HERO_SLIDES: readonly { picture: string; texts: Texts<'title' | 'text'> }[] = [
  '/site/hero/hero-1.webp',
  '/site/hero/hero-2.webp',
  '/site/hero/hero-3.webp',
].map((picture) => ({ picture, texts: PARK_PITCH }));

/**
 * The six products of the carousel. Their names are the ones the old site wrote in every language
 * (including 'Stabilizater'); the descriptions were translated. Migration 0029 gives the names
 * their Russian and Uzbek words, and mends the misspelling.
 */
export const FIRST_PRODUCTS: readonly { picture: string; texts: Texts<'name' | 'description'> }[] = [
  {
    picture: '/site/products/transformer.webp',
    texts: {
      en: {
        name: 'Transformer',
        description: 'Oil-filled and dry power transformers for substations, plants and city networks.',
      },
      ru: {
        name: 'Transformer',
        description: 'Масляные и сухие силовые трансформаторы для подстанций, заводов и городских сетей.',
      },
      uz: {
        name: 'Transformer',
        description: 'Podstansiyalar, zavodlar va shahar tarmoqlari uchun moyli va quruq kuch transformatorlari.',
      },
    },
  },
  {
    picture: '/site/products/switchgear.webp',
    texts: {
      en: {
        name: 'Switchgear',
        description: 'Metal-clad switchgear cabinets that distribute and protect medium-voltage power.',
      },
      ru: {
        name: 'Switchgear',
        description: 'Шкафы комплектных распределительных устройств для распределения и защиты среднего напряжения.',
      },
      uz: {
        name: 'Switchgear',
        description: "O'rta kuchlanishni taqsimlovchi va himoya qiluvchi komplekt taqsimlash qurilmalari shkaflari.",
      },
    },
  },
  {
    picture: '/site/products/cables.webp',
    texts: {
      en: { name: 'Cables', description: 'Copper power and control cables drawn, insulated and tested on site.' },
      ru: {
        name: 'Cables',
        description: 'Медные силовые и контрольные кабели: волочение, изоляция и испытания на месте.',
      },
      uz: {
        name: 'Cables',
        description: "Joyida cho'zilgan, izolyatsiyalangan va sinovdan o'tkazilgan mis kuch va nazorat kabellari.",
      },
    },
  },
  {
    picture: '/site/products/stabilizer.webp',
    texts: {
      en: {
        name: 'Stabilizater',
        description: 'Voltage stabilisers that keep sensitive machines running through grid swings.',
      },
      ru: {
        name: 'Stabilizater',
        description: 'Стабилизаторы напряжения, которые берегут чувствительное оборудование от скачков в сети.',
      },
      uz: {
        name: 'Stabilizater',
        description: 'Sezgir uskunalarni tarmoqdagi sakrashlardan asraydigan kuchlanish stabilizatorlari.',
      },
    },
  },
  {
    picture: '/site/products/appliance.webp',
    texts: {
      en: {
        name: 'Appliance',
        description: 'Household and commercial appliances built around locally wound copper motors.',
      },
      ru: {
        name: 'Appliance',
        description: 'Бытовая и коммерческая техника с электродвигателями местной медной намотки.',
      },
      uz: {
        name: 'Appliance',
        description: "Mahalliy mis o'ramli elektr dvigatellari bilan maishiy va tijorat texnikasi.",
      },
    },
  },
  {
    picture: '/site/products/high-voltage.webp',
    texts: {
      en: {
        name: 'High voltage',
        description: 'Insulators, breakers and line fittings for high-voltage transmission.',
      },
      ru: { name: 'High voltage', description: 'Изоляторы, выключатели и линейная арматура для высоковольтных линий.' },
      uz: {
        name: 'High voltage',
        description: "Yuqori kuchlanishli liniyalar uchun izolyatorlar, o'chirgichlar va liniya armaturasi.",
      },
    },
  },
];

/** The six partner links; the badges are the park's own drawings, not the organisations' logos. */
export const FIRST_PARTNERS: readonly { picture: string; link: string; texts: Texts<'name'> }[] = [
  {
    picture: '/site/partners/legal-portal.svg',
    link: 'https://lex.uz',
    texts: {
      en: { name: 'National legal information portal' },
      ru: { name: 'Национальная база правовой информации' },
      uz: { name: 'Milliy huquqiy axborot bazasi' },
    },
  },
  {
    picture: '/site/partners/geology.svg',
    link: 'https://gov.uz/uz/geologiya',
    texts: {
      en: { name: 'Ministry of Mining Industry and Geology' },
      ru: { name: 'Министерство горнодобывающей промышленности и геологии' },
      uz: { name: 'Kon-sanoat va geologiya vazirligi' },
    },
  },
  {
    picture: '/site/partners/tax.svg',
    link: 'https://soliq.uz',
    texts: {
      en: { name: 'State Tax Committee' },
      ru: { name: 'Государственный налоговый комитет' },
      uz: { name: "Davlat soliq qo'mitasi" },
    },
  },
  {
    picture: '/site/partners/industry.svg',
    link: 'https://mift.uz',
    texts: {
      en: { name: 'Ministry of Investment, Industry and Trade' },
      ru: { name: 'Министерство инвестиций, промышленности и торговли' },
      uz: { name: 'Investitsiyalar, sanoat va savdo vazirligi' },
    },
  },
  {
    picture: '/site/partners/copper.svg',
    link: 'https://agmk.uz',
    texts: {
      en: { name: 'Olmaliq mining and metallurgical company' },
      ru: { name: 'Алмалыкский горно-металлургический комбинат' },
      uz: { name: 'Olmaliq kon-metallurgiya kombinati' },
    },
  },
  {
    picture: '/site/partners/metals-exchange.svg',
    link: 'https://www.lme.com/en/metals/non-ferrous/lme-copper',
    texts: {
      en: { name: 'London Metal Exchange: copper' },
      ru: { name: 'Лондонская биржа металлов: медь' },
      uz: { name: 'London metallar birjasi: mis' },
    },
  },
];

/** The park's four areas with their land in hectares, and the words describing each picture. */
export const FIRST_AREAS: readonly {
  picture: string;
  hectares: number;
  texts: Texts<'name' | 'text' | 'picture_alt'>;
}[] = [
  {
    picture: '/site/region/ohangaron.webp',
    hectares: 338,
    texts: {
      en: {
        name: 'Ohangaron district',
        text: 'The main site, beside the copper deposits and the smelter.',
        picture_alt: 'Industrial land of the Ohangaron site below the mountains',
      },
      ru: {
        name: 'Ахангаранский район',
        text: 'Главная площадка рядом с медными месторождениями и плавильным заводом.',
        picture_alt: 'Промышленные земли Ахангаранской площадки у подножия гор',
      },
      uz: {
        name: 'Ohangaron tumani',
        text: 'Mis konlari va eritish zavodi yonidagi asosiy maydon.',
        picture_alt: "Tog'lar etagidagi Ohangaron maydonining sanoat yerlari",
      },
    },
  },
  {
    picture: '/site/region/parkent.webp',
    hectares: 10,
    texts: {
      en: {
        name: 'Parkent',
        text: 'A site for precision equipment and assembly.',
        picture_alt: 'The Parkent site among foothill orchards',
      },
      ru: {
        name: 'Паркент',
        text: 'Площадка для точного оборудования и сборки.',
        picture_alt: 'Паркентская площадка среди предгорных садов',
      },
      uz: {
        name: 'Parkent',
        text: "Aniq uskunalar va yig'ish uchun maydon.",
        picture_alt: "Tog' oldi bog'lari orasidagi Parkent maydoni",
      },
    },
  },
  {
    picture: '/site/region/khorezm.webp',
    hectares: 4,
    texts: {
      en: {
        name: 'Khorezm',
        text: 'A site for cable and wire production in the west of the country.',
        picture_alt: 'The Khorezm site on the flat land near the Amu Darya',
      },
      ru: {
        name: 'Хорезм',
        text: 'Площадка для производства кабелей и проводов на западе страны.',
        picture_alt: 'Хорезмская площадка на равнине у Амударьи',
      },
      uz: {
        name: 'Xorazm',
        text: "Mamlakat g'arbida kabel va sim ishlab chiqarish uchun maydon.",
        picture_alt: 'Amudaryo yaqinidagi tekislikda Xorazm maydoni',
      },
    },
  },
  {
    picture: '/site/region/fergana.webp',
    hectares: 10,
    texts: {
      en: {
        name: 'Fergana',
        text: 'A site for appliances serving the Fergana valley.',
        picture_alt: 'The Fergana site with production halls in the valley',
      },
      ru: {
        name: 'Фергана',
        text: 'Площадка для бытовой техники, обслуживающая Ферганскую долину.',
        picture_alt: 'Ферганская площадка с производственными корпусами в долине',
      },
      uz: {
        name: "Farg'ona",
        text: "Farg'ona vodiysiga xizmat qiluvchi maishiy texnika maydoni.",
        picture_alt: "Vodiydagi ishlab chiqarish binolari bilan Farg'ona maydoni",
      },
    },
  },
];

/**
 * The Infrastructure page's three photos, with the captions and descriptions its translations
 * gave them. Like the areas' pictures, each is a photo of the site in public/site/infrastructure
 * with its AVIF and WebP widths beside it (`pictureSources`), so a row names only its address.
 */
export const FIRST_INFRASTRUCTURE_PHOTOS: readonly { picture: string; texts: Texts<'caption' | 'picture_alt'> }[] = [
  {
    picture: '/site/infrastructure/photo-1.webp',
    texts: {
      en: {
        caption: "Production halls along the park's main road",
        picture_alt: 'Production halls of the technopark beside a paved road',
      },
      ru: {
        caption: 'Производственные корпуса вдоль главной дороги парка',
        picture_alt: 'Производственные корпуса технопарка у асфальтированной дороги',
      },
      uz: {
        caption: "Parkning asosiy yo'li bo'ylab ishlab chiqarish binolari",
        picture_alt: "Asfalt yo'l yonidagi texnopark ishlab chiqarish binolari",
      },
    },
  },
  {
    picture: '/site/infrastructure/photo-2.webp',
    texts: {
      en: {
        caption: "The park's own 110 kV substation",
        picture_alt: "The park's substation with transformers and power lines",
      },
      ru: {
        caption: 'Собственная подстанция парка на 110 кВ',
        picture_alt: 'Подстанция парка с трансформаторами и линиями электропередачи',
      },
      uz: {
        caption: "Parkning o'z 110 kV podstansiyasi",
        picture_alt: 'Transformatorlar va elektr uzatish liniyalari bilan park podstansiyasi',
      },
    },
  },
  {
    picture: '/site/infrastructure/photo-3.webp',
    texts: {
      en: { caption: 'Warehouses at the railway siding', picture_alt: 'Warehouses next to the railway siding' },
      ru: { caption: 'Склады у железнодорожной ветки', picture_alt: 'Склады у железнодорожной ветки' },
      uz: {
        caption: "Temir yo'l tarmog'i yonidagi omborlar",
        picture_alt: "Temir yo'l tarmog'i yonidagi omborlar",
      },
    },
  },
];
