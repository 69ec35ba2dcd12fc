import { applicationStatusSchema } from '../../api/common';

/** The processing statuses of an application (either kind), labelled from the applications namespace. */
export const APPLICATION_STATUS_CHOICES = applicationStatusSchema.options.map((status) => ({
  id: status,
  name: `applications.status.${status}`,
}));
