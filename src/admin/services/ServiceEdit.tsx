import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { ServiceForm } from './ServiceForm';

export function ServiceEdit() {
  return (
    <GuardedEdit>
      <ServiceForm creating={false} toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
