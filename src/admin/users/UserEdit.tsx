import { Edit } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar';
import { UserForm } from './UserForm';

/** An empty password keeps the current one: the data provider leaves it out (data/endpoints.ts). */
export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <UserForm creating={false} toolbar={<EditToolbar />} />
    </Edit>
  );
}
