import type { AnyContentResource } from './contentResource';
import { areaResource } from './areas';
import { heroSlideResource } from './heroSlides';
import { infrastructurePhotoResource } from './infrastructurePhotos';
import { partnerResource } from './partners';
import { productResource } from './products';
import { faqResource } from './faq';
import { documentResource } from './documents';
import { pageSectionResource } from './pageSections';
import { newsResource } from './news';
import { residentResource } from './residents';
import { serviceResource } from './services';
import { statisticResource } from './statistics';
import { staffResource } from './staff';

const DECLARED = [
  staffResource,
  newsResource,
  residentResource,
  serviceResource,
  statisticResource,
  faqResource,
  documentResource,
  heroSlideResource,
  productResource,
  partnerResource,
  areaResource,
  pageSectionResource,
  infrastructurePhotoResource,
] as const;

/**
 * Every translated content resource (contentResource.ts). The server serves each of them, the back
 * office's data provider knows each of them and the shared API tests try each of them: a new one
 * is added here.
 */
export const CONTENT_RESOURCES: readonly AnyContentResource[] = DECLARED;

/** Each of them with its own types: the server's table types follow from them (src/server/db/contentTables.ts). */
export type DeclaredContentResource = (typeof DECLARED)[number];
