import { contactStatusSchema } from '../../api/contacts';

/** The processing statuses of a client application, labelled from the applications namespace. */
export const CONTACT_STATUS_CHOICES = contactStatusSchema.options.map((status) => ({
  id: status,
  name: `applications.status.${status}`,
}));
