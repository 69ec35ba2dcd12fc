import ApartmentIcon from '@mui/icons-material/Apartment';
import ArticleIcon from '@mui/icons-material/Article';
import BadgeIcon from '@mui/icons-material/Badge';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import HandshakeIcon from '@mui/icons-material/Handshake';
import InboxIcon from '@mui/icons-material/Inbox';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LandscapeIcon from '@mui/icons-material/Landscape';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import QuizIcon from '@mui/icons-material/Quiz';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import TuneIcon from '@mui/icons-material/Tune';
import KeyIcon from '@mui/icons-material/Key';
import WebhookIcon from '@mui/icons-material/Webhook';
import { ListSubheader } from '@mui/material';
import { Menu, useBasename, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { TRASH_SCREEN_PATH } from '../trash/TrashPage';

/**
 * The sidebar: the dashboard, then staff, news, applications, participants, services and (for
 * admins) accounts, then the "Site" group of what the public pages show around them (Home's
 * figures, About Us's questions, the Info Center's documents, Home's hero slides, products and
 * partners, the park's areas, the Infrastructure page's photos, the park pages' texts, the park's
 * details), and for admins the "Integrations" group (API tokens, webhooks); react-admin's toggle
 * collapses it.
 */
export function AdminMenu() {
  const basename = useBasename();
  const { permissions } = usePermissions<string | undefined>();
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="sidebar.menu.dashboard" />
      <Menu.Item to={`${basename}/staff`} primaryText="sidebar.menu.workers" leftIcon={<BadgeIcon />} />
      <Menu.Item to={`${basename}/news`} primaryText="sidebar.menu.news" leftIcon={<NewspaperIcon />} />
      <Menu.Item to={`${basename}/applications`} primaryText="sidebar.menu.applications" leftIcon={<InboxIcon />} />
      <Menu.Item to={`${basename}/residents`} primaryText="sidebar.menu.participants" leftIcon={<ApartmentIcon />} />
      <Menu.Item to={`${basename}/services`} primaryText="sidebar.menu.services" leftIcon={<DesignServicesIcon />} />
      {permissions === 'admin' && (
        <Menu.Item to={`${basename}/users`} primaryText="sidebar.menu.accounts" leftIcon={<ManageAccountsIcon />} />
      )}
      {open && (
        <ListSubheader component="div" disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
          {translate('sidebar.menu.site')}
        </ListSubheader>
      )}
      <Menu.Item to={`${basename}/statistics`} primaryText="sidebar.menu.statistics" leftIcon={<QueryStatsIcon />} />
      <Menu.Item to={`${basename}/faq`} primaryText="sidebar.menu.faq" leftIcon={<QuizIcon />} />
      <Menu.Item to={`${basename}/documents`} primaryText="sidebar.menu.documents" leftIcon={<PictureAsPdfIcon />} />
      <Menu.Item
        to={`${basename}/hero-slides`}
        primaryText="sidebar.menu.hero_slides"
        leftIcon={<ViewCarouselIcon />}
      />
      <Menu.Item to={`${basename}/products`} primaryText="sidebar.menu.products" leftIcon={<Inventory2Icon />} />
      <Menu.Item to={`${basename}/partners`} primaryText="sidebar.menu.partners" leftIcon={<HandshakeIcon />} />
      <Menu.Item to={`${basename}/areas`} primaryText="sidebar.menu.areas" leftIcon={<LandscapeIcon />} />
      <Menu.Item
        to={`${basename}/infrastructure-photos`}
        primaryText="sidebar.menu.infrastructure_photos"
        leftIcon={<PhotoLibraryIcon />}
      />
      <Menu.Item to={`${basename}/page-sections`} primaryText="sidebar.menu.page_sections" leftIcon={<ArticleIcon />} />
      <Menu.Item to={`${basename}/settings`} primaryText="sidebar.menu.settings" leftIcon={<TuneIcon />} />
      <Menu.Item to={`${basename}${TRASH_SCREEN_PATH}`} primaryText="sidebar.menu.trash" leftIcon={<DeleteIcon />} />
      {permissions === 'admin' && (
        <Menu.Item
          to={`${basename}/audit-log`}
          primaryText="sidebar.menu.activity_log"
          leftIcon={<ManageSearchIcon />}
        />
      )}
      {permissions === 'admin' && open && (
        <ListSubheader component="div" disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
          {translate('sidebar.menu.integrations')}
        </ListSubheader>
      )}
      {permissions === 'admin' && (
        <Menu.Item to={`${basename}/api-tokens`} primaryText="sidebar.menu.api_tokens" leftIcon={<KeyIcon />} />
      )}
      {permissions === 'admin' && (
        <Menu.Item to={`${basename}/webhooks`} primaryText="sidebar.menu.webhooks" leftIcon={<WebhookIcon />} />
      )}
    </Menu>
  );
}
