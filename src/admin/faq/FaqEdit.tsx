import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { FaqForm } from './FaqForm';

export function FaqEdit() {
  return (
    <GuardedEdit>
      <FaqForm toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
