import KeyIcon from '@mui/icons-material/Key';
import WebhookIcon from '@mui/icons-material/Webhook';
import type { SidebarPage } from '../layout/sidebarEntry';
import { ApiTokensPage } from './ApiTokensPage';
import { WebhooksPage } from './WebhooksPage';

/** The tokens other systems read and write with, for admins. */
export const apiTokensPage: SidebarPage = {
  path: '/api-tokens',
  page: ApiTokensPage,
  icon: KeyIcon,
  options: { label: 'sidebar.menu.api_tokens', adminsOnly: true },
};

/** The addresses told when content changes, for admins. */
export const webhooksPage: SidebarPage = {
  path: '/webhooks',
  page: WebhooksPage,
  icon: WebhookIcon,
  options: { label: 'sidebar.menu.webhooks', adminsOnly: true },
};
