import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { StaffForm } from './StaffForm';

export function StaffEdit() {
  return (
    <GuardedEdit>
      <StaffForm creating={false} toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
