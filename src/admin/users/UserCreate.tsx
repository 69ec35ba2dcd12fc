import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { UserForm } from './UserForm';

export function UserCreate() {
  return (
    <Create redirect="list">
      <UserForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
