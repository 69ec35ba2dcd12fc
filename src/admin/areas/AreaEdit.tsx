import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { AreaForm } from './AreaForm';

export function AreaEdit() {
  return (
    <GuardedEdit>
      <AreaForm creating={false} toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
