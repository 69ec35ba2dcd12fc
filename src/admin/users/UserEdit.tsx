import { Edit, type RaRecord } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar';
import { UserForm } from './UserForm';

/** An empty password field means "keep the current password", so it is not sent. */
const withoutEmptyPassword = ({ password, ...rest }: RaRecord) => (password ? { ...rest, password } : rest);

export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={withoutEmptyPassword}>
      <UserForm creating={false} toolbar={<EditToolbar />} />
    </Edit>
  );
}
