import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { StaffForm } from './StaffForm';

export function StaffCreate() {
  return (
    <Create redirect="list">
      <StaffForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
