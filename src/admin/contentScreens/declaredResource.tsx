import type { ComponentType } from 'react';
import type { AnyContentResource } from '../../api/contentResource';
import { formScreens, type ResourceFormProps } from '../forms/formScreens';
import type { SidebarResource } from '../layout/sidebarEntry';
import { representedBy } from '../lists/recordText';
import { declaredFields } from './declaredFields';
import { type DeclaredFormOptions, declaredForm } from './declaredForm';
import { type DeclaredListOptions, declaredList } from './declaredList';

/** What a resource module says of a declared resource besides its declaration. */
export interface DeclaredScreenOptions extends DeclaredFormOptions, DeclaredListOptions {
  /** Its icon and label (`sidebar.menu.<key>`) in the sidebar. */
  icon: ComponentType;
  label: string;
  /** A list or form of its own, where the generic one does not fit. */
  list?: ComponentType;
  form?: ComponentType<ResourceFormProps>;
}

/**
 * A declared content resource's back-office screens, made from its declaration (src/api): its
 * list (declaredList), create and edit (declaredForm, inside formScreens), its place in the
 * sidebar, and its records named by their title field, else by the first words of their second line
 * (representedBy).
 */
export function declaredResource(resource: AnyContentResource, options: DeclaredScreenOptions): SidebarResource {
  const { title, subtitle } = declaredFields(resource);
  const titleless = subtitle?.field.kind === 'text' || subtitle?.field.kind === 'richText' ? subtitle.name : undefined;
  return {
    name: resource.name,
    list: options.list ?? declaredList(resource, options),
    ...formScreens(options.form ?? declaredForm(resource, options)),
    icon: options.icon,
    options: { label: options.label },
    recordRepresentation: representedBy(title.name, titleless),
  };
}
