import { CreateButton, ExportButton, TopToolbar, useListContext, useResourceDefinition } from 'react-admin';

/**
 * Every record, however many: the data provider reads a page this large as the API's pages of 100,
 * one after another, until the list ends (react-admin's Export stops at 1,000 by default).
 */
const ALL_RECORDS = Number.MAX_SAFE_INTEGER;

/**
 * The buttons above a list: react-admin's own (Create where the resource has a create screen,
 * Export where the list has an exporter), with an Export that writes every record. No filter
 * button: every filter of our lists is always shown.
 */
export function ListActions() {
  const { exporter, total } = useListContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} maxResults={ALL_RECORDS} />}
    </TopToolbar>
  );
}
