import ArticleIcon from '@mui/icons-material/Article';
import type { AnyContentResource } from '../api/contentResource';
import { CONTENT_RESOURCES } from '../api/contentResources';
import { applicationsPage } from './applications/resources';
import { areasResource } from './areas/resource';
import { auditLogResource } from './auditLog/resource';
import { documentsResource } from './documents/resource';
import { faqResource } from './faq/resource';
import { heroSlidesResource } from './heroSlides/resource';
import { infrastructurePhotosResource } from './infrastructurePhotos/resource';
import { apiTokensPage, webhooksPage } from './integrations/screens';
import { declaredResource } from './contentScreens/declaredResource';
import { isResource, type SidebarGroup, type SidebarResource } from './layout/sidebarEntry';
import { newsResource } from './news/resource';
import { pageSectionsResource } from './pageSections/resource';
import { partnersResource } from './partners/resource';
import { productsResource } from './products/resource';
import { missedAddressesResource, redirectsResource } from './redirects/resources';
import { residentsResource } from './residents/resource';
import { servicesResource } from './services/resource';
import { settingsResource } from './settings/resource';
import { staffResource } from './staff/resource';
import { statisticsResource } from './statistics/resource';
import { trashPage } from './trash/screen';
import { usersResource } from './users/resource';

const PEOPLE = [staffResource, newsResource, applicationsPage, residentsResource, servicesResource, usersResource];
const SITE_PARTS = [
  statisticsResource,
  faqResource,
  documentsResource,
  heroSlidesResource,
  productsResource,
  partnersResource,
  areasResource,
  infrastructurePhotosResource,
  pageSectionsResource,
];
const SITE_TOOLS = [settingsResource, trashPage, auditLogResource, missedAddressesResource, redirectsResource];
const WITH_MODULES = new Set([...PEOPLE, ...SITE_PARTS].filter(isResource).map((screen) => screen.name));

/**
 * A declared content resource that no module of `src/admin` gives screens to: the generic ones
 * (contentScreens/declaredResource.tsx), a plain icon and the label `sidebar.menu.<name>`, so a
 * new resource is in the back office with its declaration, its migration and its words alone.
 */
const genericScreens = (resource: AnyContentResource): SidebarResource =>
  declaredResource(resource, { icon: ArticleIcon, label: `sidebar.menu.${resource.name}` });

/**
 * The back office's screens in the sidebar's order, after the dashboard: the park's people and
 * applications, then the "Site" group of what the public pages show around them (Home's figures,
 * About Us's questions, the Info Center's documents, Home's hero slides, products and partners, the
 * park's areas, the Infrastructure page's photos, the park pages' texts, any other declared
 * resource, the park's details), the trash, the activity log, the missed addresses and the redirects, then the "Integrations" group.
 * AdminApp registers each of them, and AdminMenu shows each with the label and icon its module
 * gives it. A resource with screens of its own is added to the lists above.
 */
export function sidebarOf(declared: readonly AnyContentResource[]): readonly SidebarGroup[] {
  const generic = declared.filter((resource) => !WITH_MODULES.has(resource.name)).map(genericScreens);
  return [
    { screens: PEOPLE },
    { heading: 'sidebar.menu.site', screens: [...SITE_PARTS, ...generic, ...SITE_TOOLS] },
    { heading: 'sidebar.menu.integrations', screens: [apiTokensPage, webhooksPage] },
  ];
}

export const SIDEBAR = sidebarOf(CONTENT_RESOURCES);
