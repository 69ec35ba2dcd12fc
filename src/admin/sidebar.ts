import { applicationsPage } from './applications/resources';
import { areasResource } from './areas/resource';
import { auditLogResource } from './auditLog/resource';
import { documentsResource } from './documents/resource';
import { faqResource } from './faq/resource';
import { heroSlidesResource } from './heroSlides/resource';
import { infrastructurePhotosResource } from './infrastructurePhotos/resource';
import { apiTokensPage, webhooksPage } from './integrations/screens';
import type { SidebarGroup } from './layout/sidebarEntry';
import { newsResource } from './news/resource';
import { pageSectionsResource } from './pageSections/resource';
import { partnersResource } from './partners/resource';
import { productsResource } from './products/resource';
import { residentsResource } from './residents/resource';
import { servicesResource } from './services/resource';
import { settingsResource } from './settings/resource';
import { staffResource } from './staff/resource';
import { statisticsResource } from './statistics/resource';
import { trashPage } from './trash/screen';
import { usersResource } from './users/resource';

/**
 * The back office's screens in the sidebar's order, after the dashboard: the park's people and
 * applications, then the "Site" group of what the public pages show around them (Home's figures,
 * About Us's questions, the Info Center's documents, Home's hero slides, products and partners, the
 * park's areas, the Infrastructure page's photos, the park pages' texts, the park's details), the
 * trash and the activity log, then the "Integrations" group. AdminApp registers each of them, and
 * AdminMenu shows each with the label and icon its module gives it. A new resource is added here.
 */
export const SIDEBAR: readonly SidebarGroup[] = [
  { screens: [staffResource, newsResource, applicationsPage, residentsResource, servicesResource, usersResource] },
  {
    heading: 'sidebar.menu.site',
    screens: [
      statisticsResource,
      faqResource,
      documentsResource,
      heroSlidesResource,
      productsResource,
      partnersResource,
      areasResource,
      infrastructurePhotosResource,
      pageSectionsResource,
      settingsResource,
      trashPage,
      auditLogResource,
    ],
  },
  { heading: 'sidebar.menu.integrations', screens: [apiTokensPage, webhooksPage] },
];
