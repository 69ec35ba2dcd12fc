import type { ResourceProps } from 'react-admin';
import { ContactEdit } from './ContactEdit';

/**
 * The two kinds of application are listed together on the custom Applications screen, so neither
 * resource has a list route (and no menu item of its own); a client application has an edit view.
 */
export const contactsResource: ResourceProps = { name: 'contacts', edit: ContactEdit, recordRepresentation: 'name' };
export const investorsResource: ResourceProps = { name: 'investors', recordRepresentation: 'name' };
