import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { PartnerForm } from './PartnerForm';

export function PartnerEdit() {
  return (
    <GuardedEdit>
      <PartnerForm creating={false} toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
