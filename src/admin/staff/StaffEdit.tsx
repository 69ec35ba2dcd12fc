import { Edit } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar';
import { StaffForm } from './StaffForm';

export function StaffEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <StaffForm creating={false} toolbar={<EditToolbar />} />
    </Edit>
  );
}
