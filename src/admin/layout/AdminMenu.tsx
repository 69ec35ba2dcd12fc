import { ListSubheader } from '@mui/material';
import { createElement } from 'react';
import { Menu, useBasename, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { SIDEBAR } from '../sidebar';
import { isPage, type SidebarScreen } from './sidebarEntry';

/** A group's heading, only while the sidebar is open (react-admin's toggle collapses it to icons). */
function GroupHeading({ heading }: { heading: string }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <ListSubheader component="div" disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
      {translate(heading)}
    </ListSubheader>
  );
}

/** A screen's item: its address, and the label and icon its module gives it. */
function ScreenItem({ screen }: { screen: SidebarScreen }) {
  const basename = useBasename();
  const to = isPage(screen) ? `${basename}${screen.path}` : `${basename}/${screen.name}`;
  return <Menu.Item to={to} primaryText={screen.options.label} leftIcon={createElement(screen.icon)} />;
}

/**
 * The sidebar: the dashboard, then the groups of screens (sidebar.ts) in their order. An editor
 * sees no admins-only screen, and no heading of a group that holds nothing else.
 */
export function AdminMenu() {
  const { permissions } = usePermissions<string | undefined>();
  const shown = (screen: SidebarScreen) => !screen.options.adminsOnly || permissions === 'admin';
  return (
    <Menu>
      <Menu.DashboardItem primaryText="sidebar.menu.dashboard" />
      {SIDEBAR.map(({ heading, screens }, index) => {
        const visible = screens.filter(shown);
        return [
          heading && visible.length > 0 && <GroupHeading key={`heading-${index}`} heading={heading} />,
          ...visible.map((screen) => <ScreenItem key={isPage(screen) ? screen.path : screen.name} screen={screen} />),
        ];
      })}
    </Menu>
  );
}
