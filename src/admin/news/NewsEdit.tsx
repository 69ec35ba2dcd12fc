import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { NewsForm } from './NewsForm';

export function NewsEdit() {
  return (
    <GuardedEdit>
      <NewsForm creating={false} toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
