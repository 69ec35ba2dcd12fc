import {
  AutocompleteInput,
  DataTable,
  DateInput,
  ReferenceInput,
  SelectInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import { wordAuditEntry } from '../../api/auditEvents';
import type { AuditEntry } from '../../api/auditLog';
import { fieldColumn, useCsvExporter } from '../lists/csvExport';
import { ListFrame } from '../lists/ListFrame';
import { AUDIT_ACTION_CHOICES, AUDIT_RESOURCE_CHOICES } from './auditChoices';
import { StaffDateField } from '../dates/StaffDateField';
import { useStaffDates } from '../dates/useStaffDates';

const RESOURCE = 'audit-log';

const FILTERS = [
  <ReferenceInput key="user_id" source="user_id" reference="users" alwaysOn>
    <AutocompleteInput label="lists.audit_log.filters.person" optionText="email" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectInput
    key="resource"
    source="resource"
    label="lists.audit_log.filters.resource"
    choices={AUDIT_RESOURCE_CHOICES}
    emptyText="lists.audit_log.filters.any"
    alwaysOn
  />,
  <SelectInput
    key="action"
    source="action"
    label="lists.audit_log.filters.action"
    choices={AUDIT_ACTION_CHOICES}
    emptyText="lists.audit_log.filters.any"
    alwaysOn
  />,
  <DateInput key="from" source="from" label="lists.audit_log.filters.from" alwaysOn />,
  <DateInput key="to" source="to" label="lists.audit_log.filters.to" alwaysOn />,
];

/**
 * An action, resource or event in the back office's language; one the screen has no name for
 * stays as the server wrote it, and an entry older than events shows the English it was stored with.
 */
function useLogTerms() {
  const translate = useTranslate();
  const { dateTime: time } = useStaffDates();
  return {
    time,
    description: (record: AuditEntry) => wordAuditEntry(record, translate, time),
    action: (record: AuditEntry) => translate(`lists.audit_log.actions.${record.action}`, { _: record.action }),
    resource: (record: AuditEntry) => translate(`lists.audit_log.resources.${record.resource}`, { _: record.resource }),
  };
}

const CSV_COLUMNS = [
  fieldColumn(RESOURCE, 'created_at'),
  fieldColumn(RESOURCE, 'user_email'),
  fieldColumn(RESOURCE, 'ip'),
  fieldColumn(RESOURCE, 'action', (record, translate) =>
    translate(`lists.audit_log.actions.${record.action}`, { _: record.action }),
  ),
  fieldColumn(RESOURCE, 'resource', (record, translate) =>
    translate(`lists.audit_log.resources.${record.resource}`, { _: record.resource }),
  ),
  fieldColumn(RESOURCE, 'record_id'),
  fieldColumn(RESOURCE, 'summary'),
];

/**
 * The activity log, for admins: who did what, when and from where, newest first, narrowed by
 * person, resource, action and dates, and exported as CSV (every entry the filters keep).
 */
export function AuditLogList() {
  const terms = useLogTerms();
  return (
    <ListFrame
      resource={RESOURCE}
      moreFilters={FILTERS}
      exporter={useCsvExporter(CSV_COLUMNS)}
      sort={{ field: 'created_at', order: 'DESC' }}
      phone={
        <SimpleList<AuditEntry>
          primaryText={terms.description}
          secondaryText={(record) => `${record.user_email} · ${terms.action(record)}`}
          tertiaryText={(record) => terms.time(record.created_at)}
          linkType={false}
        />
      }
      table={
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="created_at">
            <StaffDateField source="created_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="user_email" />
          <DataTable.Col source="ip" disableSort />
          <DataTable.Col source="action" render={terms.action} />
          <DataTable.Col source="resource" render={terms.resource} />
          <DataTable.Col source="record_id" disableSort />
          <DataTable.Col source="summary" disableSort render={terms.description} />
        </DataTable>
      }
    />
  );
}
