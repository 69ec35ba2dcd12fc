import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { DocumentForm } from './DocumentForm';

export function DocumentEdit() {
  return (
    <GuardedEdit>
      <DocumentForm creating={false} toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
