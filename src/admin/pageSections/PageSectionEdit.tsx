import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { PageSectionForm } from './PageSectionForm';

export function PageSectionEdit() {
  return (
    <GuardedEdit>
      <PageSectionForm creating={false} toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
