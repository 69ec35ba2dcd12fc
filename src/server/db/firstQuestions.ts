/**
 * The sixteen tasks About Us listed while they were part of the site's translations. Migration
 * 0010 writes them once into the new `faq` table (the answers as paragraphs of HTML), so an
 * existing site keeps them and staff take over from there; like a migration, this list is never
 * edited.
 */
export const FIRST_QUESTIONS = [
  {
    en: [
      'Deep processing of copper',
      'Move beyond exporting concentrate and cathodes by making rod, wire, foil and other products with higher added value here in the region.',
    ],
    ru: [
      'Глубокая переработка меди',
      'Перейти от вывоза концентрата и катодов к выпуску катанки, проволоки, фольги и другой продукции с высокой добавленной стоимостью прямо в регионе.',
    ],
    uz: [
      'Misni chuqur qayta ishlash',
      "Konsentrat va katodlarni eksport qilishdan mintaqaning o'zida katanka, sim, folga va yuqori qo'shilgan qiymatli boshqa mahsulotlarni ishlab chiqarishga o'tish.",
    ],
  },
  {
    en: [
      'Recovering rare metals',
      'Extract molybdenum, rhenium, selenium and other accompanying metals from the by-products of copper production instead of leaving them in waste.',
    ],
    ru: [
      'Извлечение редких металлов',
      'Извлекать молибден, рений, селен и другие попутные металлы из побочных продуктов медного производства, а не оставлять их в отходах.',
    ],
    uz: [
      'Nodir metallarni ajratib olish',
      "Mis ishlab chiqarishning qo'shimcha mahsulotlaridan molibden, reniy, selen va boshqa yo'ldosh metallarni chiqindida qoldirmasdan ajratib olish.",
    ],
  },
  {
    en: [
      'Electrical equipment made locally',
      "Support residents who build transformers, switchgear, cables and household appliances, so that the country's grid relies less on imports.",
    ],
    ru: [
      'Электрооборудование местного производства',
      'Поддерживать резидентов, выпускающих трансформаторы, распределительные устройства, кабели и бытовую технику, чтобы энергосистема страны меньше зависела от импорта.',
    ],
    uz: [
      'Mahalliy elektr uskunalari',
      "Transformatorlar, taqsimlash qurilmalari, kabellar va maishiy texnika ishlab chiqaradigan rezidentlarni qo'llab-quvvatlash, shunda mamlakat energetika tizimi importga kamroq bog'liq bo'ladi.",
    ],
  },
  {
    en: [
      'Attracting investment',
      'Present the park to domestic and foreign investors, prepare project documents with them and guide them through the agreements.',
    ],
    ru: [
      'Привлечение инвестиций',
      'Представлять парк отечественным и иностранным инвесторам, вместе с ними готовить проектные документы и сопровождать заключение соглашений.',
    ],
    uz: [
      'Investitsiyalarni jalb qilish',
      'Parkni mahalliy va xorijiy investorlarga taqdim etish, ular bilan loyiha hujjatlarini tayyorlash va kelishuvlarni tuzishda hamrohlik qilish.',
    ],
  },
  {
    en: [
      'Ready infrastructure',
      'Build and maintain roads, rail sidings, power substations, water and gas networks up to the boundary of every plot.',
    ],
    ru: [
      'Готовая инфраструктура',
      'Строить и обслуживать дороги, железнодорожные подъездные пути, подстанции, сети воды и газа до границы каждого участка.',
    ],
    uz: [
      'Tayyor infratuzilma',
      "Har bir uchastka chegarasigacha yo'llar, temir yo'l tarmoqlari, podstansiyalar, suv va gaz tarmoqlarini qurish va ularga xizmat ko'rsatish.",
    ],
  },
  {
    en: [
      'Land for new projects',
      'Offer serviced plots of different sizes on long-term lease, with clear rules and short allocation times.',
    ],
    ru: [
      'Земля для новых проектов',
      'Предлагать подготовленные участки разной площади в долгосрочную аренду по понятным правилам и в короткие сроки.',
    ],
    uz: [
      'Yangi loyihalar uchun yer',
      "Turli o'lchamdagi tayyor uchastkalarni aniq qoidalar asosida va qisqa muddatlarda uzoq muddatli ijaraga berish.",
    ],
  },
  {
    en: [
      'Applying the privileges',
      'Make sure every resident actually receives the tax and customs privileges the law grants to technopark participants.',
    ],
    ru: [
      'Применение льгот',
      'Следить, чтобы каждый резидент действительно получал налоговые и таможенные льготы, предусмотренные законом для участников технопарка.',
    ],
    uz: [
      "Imtiyozlarni qo'llash",
      "Har bir rezident qonun texnopark ishtirokchilariga bergan soliq va bojxona imtiyozlarini haqiqatda olishini ta'minlash.",
    ],
  },
  {
    en: [
      'Growing exports',
      'Help residents meet foreign standards, find buyers abroad and organise the logistics of their first export shipments.',
    ],
    ru: [
      'Рост экспорта',
      'Помогать резидентам соответствовать зарубежным стандартам, находить покупателей за рубежом и организовывать логистику первых экспортных поставок.',
    ],
    uz: [
      'Eksportni oshirish',
      "Rezidentlarga xorijiy standartlarga moslashish, chet elda xaridor topish va birinchi eksport jo'natmalarining logistikasini tashkil etishda yordam berish.",
    ],
  },
  {
    en: [
      'Replacing imports',
      'Identify metal and electrical products the country buys abroad and match them with residents able to make them at home.',
    ],
    ru: [
      'Замещение импорта',
      'Находить металлическую и электротехническую продукцию, которую страна закупает за рубежом, и предлагать её выпуск резидентам.',
    ],
    uz: [
      'Importni almashtirish',
      'Mamlakat chetdan sotib oladigan metall va elektrotexnika mahsulotlarini aniqlash va ularni ishlab chiqarishni rezidentlarga taklif qilish.',
    ],
  },
  {
    en: [
      'Skilled jobs',
      'Create stable, well-paid industrial jobs for the people of Olmaliq, Ohangaron and the neighbouring districts.',
    ],
    ru: [
      'Квалифицированные рабочие места',
      'Создавать стабильные и хорошо оплачиваемые промышленные рабочие места для жителей Алмалыка, Ахангарана и соседних районов.',
    ],
    uz: [
      "Malakali ish o'rinlari",
      "Olmaliq, Ohangaron va qo'shni tumanlar aholisi uchun barqaror va yaxshi haq to'lanadigan sanoat ish o'rinlarini yaratish.",
    ],
  },
  {
    en: [
      'Training people',
      'Run courses with universities and colleges so that electricians, metallurgists and operators are ready when a plant opens.',
    ],
    ru: [
      'Подготовка кадров',
      'Проводить курсы вместе с вузами и колледжами, чтобы электрики, металлурги и операторы были готовы к открытию завода.',
    ],
    uz: [
      'Kadrlar tayyorlash',
      "Oliy o'quv yurtlari va kollejlar bilan kurslar o'tkazish, shunda zavod ochilganda elektriklar, metallurglar va operatorlar tayyor bo'ladi.",
    ],
  },
  {
    en: [
      'Research and testing',
      'Give residents access to laboratories for chemical and mechanical testing and to partners for joint research.',
    ],
    ru: [
      'Исследования и испытания',
      'Давать резидентам доступ к лабораториям химических и механических испытаний и к партнёрам для совместных исследований.',
    ],
    uz: [
      'Tadqiqot va sinovlar',
      "Rezidentlarga kimyoviy va mexanik sinov laboratoriyalaridan hamda qo'shma tadqiqotlar uchun hamkorlardan foydalanish imkonini berish.",
    ],
  },
  {
    en: [
      'Care for the environment',
      'Require modern cleaning of air and water, the reuse of industrial waste and monitoring that residents and neighbours can trust.',
    ],
    ru: [
      'Забота об окружающей среде',
      'Требовать современной очистки воздуха и воды, повторного использования промышленных отходов и мониторинга, которому доверяют резиденты и соседи.',
    ],
    uz: [
      "Atrof-muhitga g'amxo'rlik",
      "Havo va suvni zamonaviy tozalash, sanoat chiqindilarini qayta ishlatish hamda rezidentlar va qo'shnilar ishonadigan monitoringni talab qilish.",
    ],
  },
  {
    en: [
      'Saving energy',
      'Encourage efficient furnaces and motors, heat recovery and solar power on roofs so that production costs less energy.',
    ],
    ru: [
      'Энергосбережение',
      'Поощрять эффективные печи и двигатели, утилизацию тепла и солнечные панели на крышах, чтобы производство тратило меньше энергии.',
    ],
    uz: [
      'Energiyani tejash',
      "Ishlab chiqarish kamroq energiya sarflashi uchun samarali pechlar va dvigatellar, issiqlikni qayta ishlatish va tomlardagi quyosh panellarini rag'batlantirish.",
    ],
  },
  {
    en: [
      'Cooperation between residents',
      "Link companies into supply chains, so that one resident's rod becomes another resident's cable or winding.",
    ],
    ru: [
      'Кооперация резидентов',
      'Связывать компании в производственные цепочки, чтобы катанка одного резидента становилась кабелем или обмоткой другого.',
    ],
    uz: [
      'Rezidentlar hamkorligi',
      "Korxonalarni ishlab chiqarish zanjirlariga bog'lash, shunda bir rezidentning katankasi boshqasining kabeli yoki o'rami bo'ladi.",
    ],
  },
  {
    en: [
      'One window for every question',
      'Handle registration, permits, connections and customs formalities through a single service office of the park.',
    ],
    ru: [
      'Одно окно для всех вопросов',
      'Решать вопросы регистрации, разрешений, подключений и таможенного оформления через единый сервисный офис парка.',
    ],
    uz: [
      'Barcha savollar uchun yagona darcha',
      "Ro'yxatdan o'tish, ruxsatnomalar, ulanishlar va bojxona rasmiyatchiliklarini parkning yagona xizmat ofisi orqali hal qilish.",
    ],
  },
] as const;
