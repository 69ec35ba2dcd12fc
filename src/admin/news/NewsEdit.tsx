import { Edit } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar';
import { NewsForm } from './NewsForm';

export function NewsEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <NewsForm creating={false} toolbar={<EditToolbar />} />
    </Edit>
  );
}
