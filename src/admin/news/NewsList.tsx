import { BulkDeleteButton, DataTable, DateField, List, RichTextField, SearchInput, SimpleList } from 'react-admin';
import type { News } from '../../api/news';
import { RowActions } from '../layout/RowActions';
import { useIsPhone } from '../layout/useIsPhone';
import { NewsFile } from './NewsFile';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** News list: cover, title and the body as sanitised HTML (RichTextField runs DOMPurify). */
export function NewsList() {
  const isPhone = useIsPhone();
  return (
    <List filters={filters}>
      {isPhone ? (
        <SimpleList<News> primaryText={(record) => record.title} leftAvatar={() => <NewsFile size={40} />} />
      ) : (
        <DataTable<News> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
          <DataTable.Col label="resources.news.fields.cover" disableSort>
            <NewsFile />
          </DataTable.Col>
          <DataTable.Col source="title" />
          <DataTable.Col source="body" disableSort>
            <RichTextField
              source="body"
              sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            />
          </DataTable.Col>
          <DataTable.Col source="created_at" field={DateField} />
          <DataTable.Col disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
