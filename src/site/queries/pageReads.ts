import type { Area } from '../../api/areas';
import type { Faq } from '../../api/faq';
import type { HeroSlide } from '../../api/heroSlides';
import type { InfrastructurePhoto } from '../../api/infrastructurePhotos';
import type { Partner } from '../../api/partners';
import type { Product } from '../../api/products';
import type { ParkDocument } from '../../api/documents';
import type { News } from '../../api/news';
import { PREVIEW_PARAMETER } from '../../api/previewAddress';
import type { Publication } from '../../api/publishing';
import type { PageSection, SectionPage } from '../../api/pageSections';
import type { Resident } from '../../api/residents';
import type { Service } from '../../api/services';
import type { Staff } from '../../api/staff';
import type { Statistic } from '../../api/statistics';
import type { Language } from '../../i18n/namespaces';
import { NEWSROOM_PAGE_PARAMETER, type ReadApi } from '../../api/pageRendering';
import type { ListedAddress } from '../publicPages';
import { apiRead, pagedRead, type Paged } from './apiRead';

/** The API reads of the data pages, named by the route table (publicPages.ts) and run by their hooks. */

/** The cache keys of each resource's reads start with its name. */
export const staffKeys = { all: ['staff'] as const };

export const staffListRead = (language: Language) =>
  apiRead<Staff[]>([...staffKeys.all, language], `/staff/?lang=${language}`);

export const residentKeys = { all: ['residents'] as const };

export const residentListRead = (language: Language) =>
  apiRead<Resident[]>([...residentKeys.all, language], `/residents/?lang=${language}`);

export const newsKeys = { all: ['news'] as const };

/** The news whose file is a video (the Multimedia page); the server narrows the list. */
export const videoNewsRead = (language: Language) =>
  apiRead<News[]>([...newsKeys.all, 'video', language], `/news?lang=${language}&media=video`);

/** How many news the newsroom shows on one page, and Home at all. */
export const NEWS_PER_PAGE = 9;
export const LATEST_NEWS_COUNT = 3;

/** One page of the newsroom, newest first. */
export const newsPageRead = (language: Language, page: number) =>
  pagedRead<News>(
    [...newsKeys.all, language, 'page', page],
    `/news?lang=${language}&page=${page}&per_page=${NEWS_PER_PAGE}`,
  );

export const latestNewsRead = (language: Language) =>
  apiRead<News[]>([...newsKeys.all, language, 'latest'], `/news?lang=${language}&page=1&per_page=${LATEST_NEWS_COUNT}`);

/** One item; with a preview token (`?preview=` of a staff's preview address), as saved, published or not. */
export const newsItemRead = (language: Language, id: string, preview?: string) =>
  preview
    ? apiRead<News>(
        [...newsKeys.all, language, 'item', id, PREVIEW_PARAMETER, preview],
        `/news/${id}?lang=${language}&${PREVIEW_PARAMETER}=${encodeURIComponent(preview)}`,
      )
    : apiRead<News>([...newsKeys.all, language, 'item', id], `/news/${id}?lang=${language}`);

/** A news item's address names it by its number; anything else names no item. */
export const isNewsId = (id: string | undefined): id is string => id !== undefined && /^\d{1,10}$/.test(id);

/**
 * The newsroom's page number from `?page=`: 1 without it, undefined for anything but a whole
 * number from 1 (that address names no page).
 */
export function newsroomPage(search: URLSearchParams): number | undefined {
  const value = search.get(NEWSROOM_PAGE_PARAMETER);
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return undefined;
  return Number(value);
}

/** Every news item's address and when it last changed, read a hundred at a time (for the sitemap). */
export async function listedNews(readApi: ReadApi): Promise<ListedAddress[]> {
  const listed: ListedAddress[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = (await readApi(`/news?sort=id&order=asc&page=${page}&per_page=100`, {
      paged: true,
    })) as Paged<Pick<News, 'id' | 'updated_at'> & Partial<Publication>>;
    // A scheduled item changed for visitors when it appeared, after its last save.
    const lastmodOf = (item: (typeof items)[number]) =>
      item.publish_at && item.publish_at > item.updated_at ? item.publish_at : item.updated_at;
    listed.push(...items.map((item) => ({ params: { id: String(item.id) }, lastmod: lastmodOf(item) })));
    if (items.length === 0 || listed.length >= total) return listed;
  }
}

export const statisticKeys = { all: ['statistics'] as const };

/** Home's figures, in the order staff gave them. */
export const statisticsRead = (language: Language) =>
  apiRead<Statistic[]>([...statisticKeys.all, language], `/statistics?lang=${language}`);

export const faqKeys = { all: ['faq'] as const };

/** About Us's questions and answers, in the order staff gave them. */
export const faqRead = (language: Language) => apiRead<Faq[]>([...faqKeys.all, language], `/faq?lang=${language}`);

export const serviceKeys = { all: ['services'] as const };

/** The services staff marked active: inactive ones stay in the back office only. */
export const activeServicesRead = (language: Language) =>
  apiRead<Service[]>(
    [...serviceKeys.all, language, 'active'],
    `/service/get_all_services?lang=${language}&status=active`,
  );

export const documentKeys = { all: ['documents'] as const };

/** The Info Center's documents to download, in the order staff gave them. */
export const documentsRead = (language: Language) =>
  apiRead<ParkDocument[]>([...documentKeys.all, language], `/documents?lang=${language}`);

export const heroSlideKeys = { all: ['hero-slides'] as const };

/** Home's hero slides, in the order staff gave them. */
export const heroSlidesRead = (language: Language) =>
  apiRead<HeroSlide[]>([...heroSlideKeys.all, language], `/hero-slides?lang=${language}`);

export const productKeys = { all: ['products'] as const };

/** Home's products, in the order staff gave them. */
export const productsRead = (language: Language) =>
  apiRead<Product[]>([...productKeys.all, language], `/products?lang=${language}`);

export const partnerKeys = { all: ['partners'] as const };

/** Home's partners, in the order staff gave them. */
export const partnersRead = (language: Language) =>
  apiRead<Partner[]>([...partnerKeys.all, language], `/partners?lang=${language}`);

export const areaKeys = { all: ['areas'] as const };

/** The park's areas (the Region page), in the order staff gave them. */
export const areasRead = (language: Language) =>
  apiRead<Area[]>([...areaKeys.all, language], `/areas?lang=${language}`);

export const infrastructurePhotoKeys = { all: ['infrastructure-photos'] as const };

/** The Infrastructure page's photos, in the order staff gave them. */
export const infrastructurePhotosRead = (language: Language) =>
  apiRead<InfrastructurePhoto[]>([...infrastructurePhotoKeys.all, language], `/infrastructure-photos?lang=${language}`);

export const pageSectionKeys = { all: ['page-sections'] as const };

/** The sections of one park page (Privileges, Region, Infrastructure), in the order staff gave them. */
export const pageSectionsRead = (language: Language, page: SectionPage) =>
  apiRead<PageSection[]>([...pageSectionKeys.all, page, language], `/page-sections?lang=${language}&page_key=${page}`);
