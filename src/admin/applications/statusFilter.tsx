import { SelectInput } from 'react-admin';
import { APPLICATION_STATUS_CHOICES } from './applicationStatus';

/** Narrows an application list to one processing status, on the server. */
export const STATUS_FILTER = (
  <SelectInput
    key="status"
    source="status"
    label="applications.filter_status"
    choices={APPLICATION_STATUS_CHOICES}
    emptyText="applications.any_status"
    alwaysOn
  />
);
