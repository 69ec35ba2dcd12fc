import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RESIDENT_STATUS } from '../../api/residentStatus';
import type { Database } from './schema';
import { fillMissingSlugs, SLUGGED_RESOURCES } from './slugHistory';

/** Demo content, so that a first start shows a living site. Pictures are in public/demo. */
type Texts<Field extends string> = Record<'en' | 'ru' | 'uz', Record<Field, string>>;

const staff: Texts<'full_name' | 'position'>[] = [
  {
    en: { full_name: 'Aziz Karimov', position: 'Director of the technopark' },
    ru: { full_name: 'Азиз Каримов', position: 'Директор технопарка' },
    uz: { full_name: 'Aziz Karimov', position: 'Texnopark direktori' },
  },
  {
    en: { full_name: 'Dilnoza Rahimova', position: 'Deputy director for investment' },
    ru: { full_name: 'Дилноза Рахимова', position: 'Заместитель директора по инвестициям' },
    uz: { full_name: 'Dilnoza Rahimova', position: 'Direktorning investitsiyalar boʻyicha oʻrinbosari' },
  },
  {
    en: { full_name: 'Sardor Tursunov', position: 'Chief metallurgical engineer' },
    ru: { full_name: 'Сардор Турсунов', position: 'Главный инженер-металлург' },
    uz: { full_name: 'Sardor Tursunov', position: 'Bosh metallurg muhandis' },
  },
  {
    en: { full_name: 'Malika Yusupova', position: 'Head of resident services' },
    ru: { full_name: 'Малика Юсупова', position: 'Руководитель службы по работе с резидентами' },
    uz: { full_name: 'Malika Yusupova', position: 'Rezidentlarga xizmat koʻrsatish boʻlimi boshligʻi' },
  },
  {
    en: { full_name: 'Bekzod Aliyev', position: 'Head of energy and utilities' },
    ru: { full_name: 'Бекзод Алиев', position: 'Руководитель службы энергетики и коммунальных сетей' },
    uz: { full_name: 'Bekzod Aliyev', position: 'Energetika va kommunal tarmoqlar boʻlimi boshligʻi' },
  },
  {
    en: { full_name: 'Nodira Saidova', position: 'Legal and customs adviser' },
    ru: { full_name: 'Нодира Саидова', position: 'Советник по правовым и таможенным вопросам' },
    uz: { full_name: 'Nodira Saidova', position: 'Huquqiy va bojxona masalalari boʻyicha maslahatchi' },
  },
];

const news: { texts: Texts<'title' | 'body'>; file: string; mime: string }[] = [
  {
    texts: {
      en: {
        title: 'Copper cathode line reaches full capacity',
        body: '<p>The electrolytic refining hall has run at its design capacity for thirty days in a row.</p><p>The line now turns <strong>copper concentrate from the Olmaliq deposits</strong> into grade A cathodes for the cable makers in the park.</p>',
      },
      ru: {
        title: 'Линия медных катодов вышла на полную мощность',
        body: '<p>Цех электролитического рафинирования тридцать дней подряд работает на проектной мощности.</p><p>Теперь линия превращает <strong>медный концентрат алмалыкских месторождений</strong> в катоды марки А для кабельных заводов парка.</p>',
      },
      uz: {
        title: 'Mis katodlari liniyasi toʻliq quvvatga chiqdi',
        body: '<p>Elektrolitik tozalash sexi ketma-ket oʻttiz kun loyiha quvvatida ishladi.</p><p>Endi liniya <strong>Olmaliq konlaridan olingan mis konsentratini</strong> parkdagi kabel ishlab chiqaruvchilar uchun A markali katodlarga aylantiradi.</p>',
      },
    },
    file: '/demo/news/news-1.webp',
    mime: 'image/webp',
  },
  {
    texts: {
      en: {
        title: 'New transformer assembly hall opens',
        body: '<p>A resident company has opened a 6,000 m² hall for power transformers from 25 to 2,500 kVA.</p><ul><li>120 new jobs</li><li>Deliveries to regional grid operators from the first quarter</li></ul>',
      },
      ru: {
        title: 'Открыт новый цех сборки трансформаторов',
        body: '<p>Компания-резидент открыла цех площадью 6 000 м² для силовых трансформаторов мощностью от 25 до 2 500 кВА.</p><ul><li>120 новых рабочих мест</li><li>Поставки региональным сетевым компаниям с первого квартала</li></ul>',
      },
      uz: {
        title: 'Yangi transformator yigʻish sexi ochildi',
        body: '<p>Rezident kompaniya 25 dan 2 500 kVA gacha boʻlgan kuch transformatorlari uchun 6 000 m² maydonli sex ochdi.</p><ul><li>120 ta yangi ish oʻrni</li><li>Birinchi chorakdan hududiy elektr tarmoqlariga yetkazib berish</li></ul>',
      },
    },
    file: '/demo/news/news-2.webp',
    mime: 'image/webp',
  },
  {
    texts: {
      en: {
        title: 'Investment agreements signed at the Tashkent forum',
        body: '<p>Three agreements worth <strong>USD 48 million</strong> were signed for rare-metals processing and cable production on the Ohangaron site.</p>',
      },
      ru: {
        title: 'На Ташкентском форуме подписаны инвестиционные соглашения',
        body: '<p>Подписаны три соглашения на сумму <strong>48 млн долларов США</strong> о переработке редких металлов и производстве кабеля на площадке в Ахангаране.</p>',
      },
      uz: {
        title: 'Toshkent forumida investitsiya kelishuvlari imzolandi',
        body: '<p>Ohangaron maydonida nodir metallarni qayta ishlash va kabel ishlab chiqarish boʻyicha <strong>48 million AQSh dollarlik</strong> uchta kelishuv imzolandi.</p>',
      },
    },
    file: '/demo/news/news-3.webp',
    mime: 'image/webp',
  },
  {
    texts: {
      en: {
        title: 'A tour of the park from the air',
        body: '<p>Take a short flight over the Ohangaron site: the refining halls, the logistics yard and the plots still free for new residents.</p>',
      },
      ru: {
        title: 'Экскурсия по парку с высоты птичьего полёта',
        body: '<p>Совершите короткий полёт над площадкой в Ахангаране: цеха рафинирования, логистический двор и участки, ещё свободные для новых резидентов.</p>',
      },
      uz: {
        title: 'Parkka osmondan sayohat',
        body: '<p>Ohangaron maydoni uzra qisqa parvoz qiling: tozalash sexlari, logistika hovlisi va yangi rezidentlar uchun hali boʻsh turgan yer uchastkalari.</p>',
      },
    },
    file: '/demo/video/park-tour.webm',
    mime: 'video/webm',
  },
  {
    texts: {
      en: {
        title: 'Cable plant ships its first export order',
        body: '<p>Forty drums of low-voltage cable left for Kazakhstan this week, the first export order of the cable plant that joined the park last year.</p>',
      },
      ru: {
        title: 'Кабельный завод отгрузил первый экспортный заказ',
        body: '<p>На этой неделе в Казахстан отправлены сорок барабанов низковольтного кабеля — первый экспортный заказ кабельного завода, который вошёл в парк в прошлом году.</p>',
      },
      uz: {
        title: 'Kabel zavodi birinchi eksport buyurtmasini joʻnatdi',
        body: '<p>Shu hafta Qozogʻistonga qirqta baraban past kuchlanishli kabel joʻnatildi. Bu oʻtgan yili parkka qoʻshilgan kabel zavodining birinchi eksport buyurtmasidir.</p>',
      },
    },
    file: '/demo/news/news-4.webp',
    mime: 'image/webp',
  },
  {
    texts: {
      en: {
        title: 'Solar roofs now power the logistics centre',
        body: '<p>1.2 MW of solar panels on the warehouse roofs cover the daytime needs of the logistics centre and cut its grid consumption by a third.</p>',
      },
      ru: {
        title: 'Логистический центр работает на солнечной энергии с крыш',
        body: '<p>Солнечные панели мощностью 1,2 МВт на крышах складов покрывают дневные потребности логистического центра и на треть сокращают его потребление из сети.</p>',
      },
      uz: {
        title: 'Logistika markazi endi tomdagi quyosh panellaridan quvvat oladi',
        body: '<p>Omborlar tomidagi 1,2 MVt quvvatli quyosh panellari logistika markazining kunduzgi ehtiyojini qoplaydi va tarmoqdan isteʼmolini uchdan biriga qisqartiradi.</p>',
      },
    },
    file: '/demo/news/news-5.webp',
    mime: 'image/webp',
  },
  {
    texts: {
      en: {
        title: 'Inside the switchgear production line',
        body: '<p>From sheet metal to a tested switchgear cabinet in six stations: a short film about the production line of one of our residents.</p>',
      },
      ru: {
        title: 'Как устроена линия производства распределительных устройств',
        body: '<p>От металлического листа до испытанного шкафа распределительного устройства за шесть операций: короткий фильм о производственной линии одного из наших резидентов.</p>',
      },
      uz: {
        title: 'Taqsimlash qurilmalari ishlab chiqarish liniyasi ichida',
        body: '<p>Metall listdan sinovdan oʻtgan taqsimlash shkafigacha olti bosqichda: rezidentlarimizdan birining ishlab chiqarish liniyasi haqida qisqa film.</p>',
      },
    },
    file: '/demo/video/production-line.webm',
    mime: 'video/webm',
  },
  {
    texts: {
      en: {
        title: 'Training centre welcomes its first 40 students',
        body: '<p>The park’s training centre, run with the Tashkent State Technical University, has started a one-year course for electricians and metallurgy technicians.</p>',
      },
      ru: {
        title: 'Учебный центр принял первых 40 слушателей',
        body: '<p>Учебный центр парка, который работает вместе с Ташкентским государственным техническим университетом, начал годичный курс для электриков и техников-металлургов.</p>',
      },
      uz: {
        title: 'Oʻquv markazi dastlabki 40 nafar tinglovchini qabul qildi',
        body: '<p>Park Toshkent davlat texnika universiteti bilan birgalikda yuritadigan oʻquv markazi elektriklar va metallurgiya texniklari uchun bir yillik kursni boshladi.</p>',
      },
    },
    file: '/demo/news/news-6.webp',
    mime: 'image/webp',
  },
];

const residents: { texts: Texts<'name' | 'content'>; status: number }[] = [
  {
    texts: {
      en: {
        name: 'Ohangaron Cable Works',
        content: 'Low- and medium-voltage power cables and wires from the park’s own copper rod.',
      },
      ru: {
        name: 'Ахангаранский кабельный завод',
        content: 'Силовые кабели и провода низкого и среднего напряжения из медной катанки самого парка.',
      },
      uz: {
        name: 'Ohangaron kabel zavodi',
        content: 'Parkning oʻz mis katankasidan past va oʻrta kuchlanishli kuch kabellari va simlar.',
      },
    },
    status: RESIDENT_STATUS.operating,
  },
  {
    texts: {
      en: {
        name: 'Tashkent Copper Foundry',
        content: 'Copper and brass castings and billets for the electrical industry.',
      },
      ru: {
        name: 'Ташкентский меднолитейный завод',
        content: 'Медное и латунное литьё и заготовки для электротехнической промышленности.',
      },
      uz: {
        name: 'Toshkent mis quyish zavodi',
        content: 'Elektrotexnika sanoati uchun mis va latun quymalari hamda zagotovkalar.',
      },
    },
    status: RESIDENT_STATUS.operating,
  },
  {
    texts: {
      en: { name: 'Energomash Transformers', content: 'Assembly of distribution transformers up to 2,500 kVA.' },
      ru: {
        name: 'Энергомаш Трансформаторы',
        content: 'Сборка распределительных трансформаторов мощностью до 2 500 кВА.',
      },
      uz: {
        name: 'Energomash Transformatorlar',
        content: '2 500 kVA gacha quvvatli taqsimlash transformatorlarini yigʻish.',
      },
    },
    status: RESIDENT_STATUS.operating,
  },
  {
    texts: {
      en: {
        name: 'Rare Metals Processing',
        content: 'A hydrometallurgical plant for molybdenum and rhenium, under construction.',
      },
      ru: {
        name: 'Переработка редких металлов',
        content: 'Гидрометаллургический завод по получению молибдена и рения, строится.',
      },
      uz: {
        name: 'Nodir metallarni qayta ishlash',
        content: 'Molibden va reniy olish uchun gidrometallurgiya zavodi, qurilmoqda.',
      },
    },
    status: RESIDENT_STATUS.building,
  },
  {
    texts: {
      en: {
        name: 'Park Logistics Hub',
        content: 'Bonded warehouses, rail siding and customs clearance for residents.',
      },
      ru: {
        name: 'Логистический центр парка',
        content: 'Таможенные склады, железнодорожный подъездной путь и таможенное оформление для резидентов.',
      },
      uz: {
        name: 'Park logistika markazi',
        content: 'Rezidentlar uchun bojxona omborlari, temir yoʻl tarmogʻi va bojxona rasmiylashtiruvi.',
      },
    },
    status: RESIDENT_STATUS.operating,
  },
  {
    texts: {
      en: {
        name: 'Metallurgy Test Lab',
        content: 'An accredited laboratory for chemical and mechanical tests of metals.',
      },
      ru: {
        name: 'Металлургическая испытательная лаборатория',
        content: 'Аккредитованная лаборатория химических и механических испытаний металлов.',
      },
      uz: {
        name: 'Metallurgiya sinov laboratoriyasi',
        content: 'Metallarni kimyoviy va mexanik sinovdan oʻtkazuvchi akkreditatsiyalangan laboratoriya.',
      },
    },
    status: RESIDENT_STATUS.building,
  },
  {
    texts: {
      en: {
        name: 'Copper Rod Rolling Mill',
        content: 'Continuous casting and rolling of 8 mm copper rod, under construction.',
      },
      ru: {
        name: 'Прокатный стан медной катанки',
        content: 'Непрерывное литьё и прокатка медной катанки диаметром 8 мм, строится.',
      },
      uz: {
        name: 'Mis katanka prokat stani',
        content: '8 mm li mis katankani uzluksiz quyish va prokat qilish, qurilmoqda.',
      },
    },
    status: RESIDENT_STATUS.building,
  },
  {
    texts: {
      en: { name: 'Switchgear Systems', content: 'Low-voltage switchboards and medium-voltage switchgear cabinets.' },
      ru: {
        name: 'Свитчгир Системс',
        content: 'Низковольтные распределительные щиты и шкафы распределительных устройств среднего напряжения.',
      },
      uz: {
        name: 'Switchgear Systems',
        content: 'Past kuchlanishli taqsimlash shchitlari va oʻrta kuchlanishli taqsimlash shkaflari.',
      },
    },
    status: RESIDENT_STATUS.operating,
  },
];

const services: Texts<'name' | 'content'>[] = [
  {
    en: {
      name: 'Land plot allocation',
      content: 'Serviced plots from 1 to 20 hectares with a long-term lease and a simple allocation procedure.',
    },
    ru: {
      name: 'Предоставление земельных участков',
      content: 'Подготовленные участки от 1 до 20 гектаров в долгосрочную аренду по простой процедуре.',
    },
    uz: {
      name: 'Yer uchastkalarini ajratish',
      content:
        'Muhandislik tarmoqlari tortilgan 1 dan 20 gektargacha uchastkalar uzoq muddatli ijaraga, oddiy tartibda.',
    },
  },
  {
    en: {
      name: 'Utility connection',
      content: 'Electricity, gas, water and sewerage brought to the plot boundary by the park’s operator.',
    },
    ru: {
      name: 'Подключение к сетям',
      content: 'Оператор парка подводит электричество, газ, воду и канализацию до границы участка.',
    },
    uz: {
      name: 'Tarmoqlarga ulanish',
      content: 'Park operatori elektr, gaz, suv va kanalizatsiyani uchastka chegarasigacha olib keladi.',
    },
  },
  {
    en: {
      name: 'Customs and logistics',
      content: 'A customs post on site, bonded warehouses and a rail siding for imports and exports.',
    },
    ru: {
      name: 'Таможня и логистика',
      content: 'Таможенный пост на территории, таможенные склады и железнодорожный путь для импорта и экспорта.',
    },
    uz: {
      name: 'Bojxona va logistika',
      content: 'Hududdagi bojxona posti, bojxona omborlari hamda import va eksport uchun temir yoʻl tarmogʻi.',
    },
  },
  {
    en: {
      name: 'Legal and tax consulting',
      content: 'Help with registration, the tax and customs privileges of the park, and permits.',
    },
    ru: {
      name: 'Юридические и налоговые консультации',
      content: 'Помощь с регистрацией, налоговыми и таможенными льготами парка и разрешениями.',
    },
    uz: {
      name: 'Huquqiy va soliq maslahatlari',
      content: 'Roʻyxatdan oʻtish, parkning soliq va bojxona imtiyozlari hamda ruxsatnomalar boʻyicha yordam.',
    },
  },
];

/** What each demo picture shows, for people who cannot see it (one per staff member, participant and service, in order). */
type Alt = Texts<'picture_alt'>;
const alt = (en: string, ru: string, uz: string): Alt => ({
  en: { picture_alt: en },
  ru: { picture_alt: ru },
  uz: { picture_alt: uz },
});

const staffPictureAlts: Alt[] = [
  alt(
    'Drawn portrait of Aziz Karimov in a dark suit and an orange tie',
    'Рисованный портрет Азиза Каримова в тёмном костюме и оранжевом галстуке',
    'Aziz Karimovning toʻq rangli kostyum va toʻq sariq galstukdagi chizma portreti',
  ),
  alt(
    'Drawn portrait of Dilnoza Rahimova in a hard hat and a high-visibility vest',
    'Рисованный портрет Дилнозы Рахимовой в каске и сигнальном жилете',
    'Dilnoza Rahimovaning kaska va signal nimchadagi chizma portreti',
  ),
  alt(
    'Drawn portrait of Sardor Tursunov, grey-bearded, in glasses and a white lab coat',
    'Рисованный портрет Сардора Турсунова: седая борода, очки и белый халат',
    'Sardor Tursunovning chizma portreti: soqoli oqargan, koʻzoynakli, oq xalatda',
  ),
  alt(
    'Drawn portrait of Malika Yusupova in a brown jacket',
    'Рисованный портрет Малики Юсуповой в коричневом жакете',
    'Malika Yusupovaning jigarrang jaketdagi chizma portreti',
  ),
  alt(
    'Drawn portrait of Bekzod Aliyev in a white hard hat and teal workwear',
    'Рисованный портрет Бекзода Алиева в белой каске и бирюзовой спецовке',
    'Bekzod Aliyevning oq kaska va moviy ish kiyimidagi chizma portreti',
  ),
  alt(
    'Drawn portrait of Nodira Saidova in a headscarf, safety glasses and a white coat',
    'Рисованный портрет Нодиры Саидовой в платке, защитных очках и белом халате',
    'Nodira Saidovaning roʻmol, himoya koʻzoynagi va oq xalatdagi chizma portreti',
  ),
];

/** By the cover's address: only pictures have one, a film has none. */
const newsPictureAlts: Record<string, Alt> = {
  '/demo/news/news-1.webp': alt(
    'A refining plant with a saw-tooth roof, copper cathodes stacked on pallets and a forklift',
    'Завод рафинирования с пилообразной крышей, медные катоды на поддонах и погрузчик',
    'Arrasimon tomli tozalash zavodi, taglikka taxlangan mis katodlar va yuklagich',
  ),
  '/demo/news/news-2.webp': alt(
    'Three power transformers at a substation, with a worker in a hard hat beside them',
    'Три силовых трансформатора на подстанции и рабочий в каске рядом с ними',
    'Podstansiyadagi uchta kuch transformatori va yonida kaskali ishchi',
  ),
  '/demo/news/news-3.webp': alt(
    'Two delegates shake hands over a signed agreement at the forum, with flags and an audience',
    'Два делегата пожимают руки над подписанным соглашением на форуме, рядом флаги и зрители',
    'Ikki delegat forumda imzolangan kelishuv ustida qoʻl berib koʻrishmoqda, yonida bayroqlar va tomoshabinlar',
  ),
  '/demo/news/news-4.webp': alt(
    'Drums of cable ready for shipment in a warehouse, with a forklift',
    'Барабаны с кабелем на складе, готовые к отгрузке, и погрузчик',
    'Omborda joʻnatishga tayyor kabel barabanlari va yuklagich',
  ),
  '/demo/news/news-5.webp': alt(
    'Warehouses of the logistics centre with solar panels covering their roofs',
    'Склады логистического центра, крыши которых покрыты солнечными панелями',
    'Tomlari quyosh panellari bilan qoplangan logistika markazi omborlari',
  ),
  '/demo/news/news-6.webp': alt(
    'A teacher in a white coat explains a circuit diagram to students in a classroom',
    'Преподаватель в белом халате объясняет слушателям электрическую схему',
    'Oq xalatli oʻqituvchi sinfda tinglovchilarga elektr sxemasini tushuntirmoqda',
  ),
};

const residentPictureAlts: Alt[] = [
  alt(
    'A cable plant with loading bays and large cable drums in front of it',
    'Кабельный завод с погрузочными воротами и большими кабельными барабанами перед ним',
    'Yuklash darvozalari bor kabel zavodi va uning oldidagi katta kabel barabanlari',
  ),
  alt(
    'A brick foundry with two smoking chimneys and molten metal glowing in its furnace',
    'Кирпичный литейный цех с двумя дымящими трубами и раскалённым металлом в печи',
    'Ikki moʻrisidan tutun chiqayotgan gʻisht quyish sexi va pechida qizib turgan metall',
  ),
  alt(
    'An assembly hall with a transformer inside and another on a truck outside',
    'Сборочный цех с трансформатором внутри и ещё одним на грузовике снаружи',
    'Ichida transformator turgan yigʻish sexi va tashqarida yuk mashinasidagi yana bir transformator',
  ),
  alt(
    'The steel frame of a plant under construction, with a tower crane and a builder',
    'Стальной каркас строящегося завода, башенный кран и строитель',
    'Qurilayotgan zavodning poʻlat karkasi, minorali kran va quruvchi',
  ),
  alt(
    'A logistics hub with a curved roof, loading bays and a truck at the ramp',
    'Логистический центр с арочной крышей, погрузочными воротами и грузовиком у рампы',
    'Ravoqsimon tomli, yuklash darvozalari bor logistika markazi va rampa yonidagi yuk mashinasi',
  ),
  alt(
    'A glass-fronted laboratory building with a dome on its roof',
    'Здание лаборатории со стеклянным фасадом и куполом на крыше',
    'Old tomoni shishadan, tomida gumbazi bor laboratoriya binosi',
  ),
  alt(
    'A rolling mill with its rollers inside and coils of copper rod stacked outside',
    'Прокатный стан с валками внутри и бухтами медной катанки снаружи',
    'Ichida joʻvalari bor prokat stani va tashqarida taxlangan mis katanka oʻramlari',
  ),
  alt(
    'A workshop with switchgear cabinets behind its window and a worker beside a finished one',
    'Цех со шкафами распределительных устройств за окном и рабочий у готового шкафа',
    'Derazasi ortida taqsimlash shkaflari turgan sex va tayyor shkaf yonidagi ishchi',
  ),
];

const servicePictureAlts: Alt[] = [
  alt(
    'A map of the park’s plots with a pin on a free one',
    'Карта участков парка с меткой на свободном участке',
    'Park uchastkalari xaritasi, boʻsh uchastkada belgi',
  ),
  alt(
    'A power line, a gas pipe and water pipes brought underground up to a plant',
    'Линия электропередачи, газовая труба и водопровод, подведённые под землёй к заводу',
    'Zavodgacha yer ostidan tortilgan elektr uzatish liniyasi, gaz quvuri va suv quvurlari',
  ),
  alt(
    'A truck passing a customs barrier beside stacked containers and a gantry crane',
    'Грузовик проезжает таможенный шлагбаум рядом со штабелями контейнеров и козловым краном',
    'Taxlangan konteynerlar va portal kran yonidagi bojxona toʻsigʻidan oʻtayotgan yuk mashinasi',
  ),
  alt(
    'A stamped contract with a pen, a calculator and a stack of coins',
    'Договор с печатью, ручка, калькулятор и стопка монет',
    'Muhrlangan shartnoma, ruchka, kalkulyator va bir dasta tanga',
  ),
];

/** The row's columns of the given texts: English in the plain column, the others beside it. */
function textColumns<Field extends string>(texts: Texts<Field>) {
  const columns: Record<string, string> = { ...texts.en };
  for (const lang of ['ru', 'uz'] as const) {
    for (const [field, value] of Object.entries<string>(texts[lang])) columns[`${field}_${lang}`] = value;
  }
  return columns as Record<Field, string> & Record<string, string>;
}

/** Spreads demo dates over the last weeks so that "newest first" means something. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** What every demo record has: its uuid, its texts and its picture's alt texts in each language, and its age. */
const demoRecord = <Field extends string>(texts: Texts<Field>, pictureAlt: Texts<'picture_alt'>, daysOld: number) => ({
  uuid: randomUUID(),
  ...textColumns(texts),
  ...textColumns(pictureAlt),
  created_at: daysAgo(daysOld),
});

export async function seedDemo(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staff')
      .values(
        staff.map((texts, i) => ({
          ...demoRecord(texts, staffPictureAlts[i]!, 60 - i),
          image_url: `/demo/staff/staff-${i + 1}.webp`,
        })),
      )
      .execute();
    await trx
      .insertInto('news')
      .values(
        news.map(({ texts, file, mime }, i) => ({
          // Every row names every column: one insert of many rows leaves none to its default.
          ...demoRecord(texts, newsPictureAlts[file] ?? alt('', '', ''), 40 - i * 5),
          file_url: file,
          file_mime: mime,
          updated_at: daysAgo(40 - i * 5),
        })),
      )
      .execute();
    await trx
      .insertInto('residents')
      .values(
        residents.map(({ texts, status }, i) => ({
          ...demoRecord(texts, residentPictureAlts[i]!, 50 - i),
          status,
          image_url: `/demo/residents/resident-${i + 1}.webp`,
        })),
      )
      .execute();
    await trx
      .insertInto('services')
      .values(
        services.map((texts, i) => ({
          ...demoRecord(texts, servicePictureAlts[i]!, 70 - i),
          status: 'active',
          photo_url: `/demo/services/service-${i + 1}.webp`,
        })),
      )
      .execute();
    // Each record's page address in each language, from its title, as a save makes it.
    for (const slugs of SLUGGED_RESOURCES.values()) await fillMissingSlugs(trx, slugs);
  });
}
