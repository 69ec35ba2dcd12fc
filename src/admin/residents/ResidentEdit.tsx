import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { ResidentForm } from './ResidentForm';

export function ResidentEdit() {
  return (
    <GuardedEdit>
      <ResidentForm creating={false} toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
