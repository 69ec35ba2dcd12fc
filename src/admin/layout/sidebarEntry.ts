import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

/** How the sidebar names a screen (a translation key), and whether editors see it at all. */
export interface SidebarOptions {
  label: string;
  adminsOnly?: boolean;
}

/** A react-admin resource with a list, shown in the sidebar with its own icon and label. */
export type SidebarResource = ResourceProps & { icon: ComponentType; options: SidebarOptions };

/** A screen of its own (a custom route, not a resource), with its place in the sidebar. */
export interface SidebarPage {
  path: string;
  page: ComponentType;
  icon: ComponentType;
  options: SidebarOptions;
}

export type SidebarScreen = SidebarResource | SidebarPage;

/** A run of sidebar screens, under a heading after the first. */
export interface SidebarGroup {
  heading?: string;
  screens: readonly SidebarScreen[];
}

export const isPage = (screen: SidebarScreen): screen is SidebarPage => 'path' in screen;

export const isResource = (screen: SidebarScreen): screen is SidebarResource => !isPage(screen);
