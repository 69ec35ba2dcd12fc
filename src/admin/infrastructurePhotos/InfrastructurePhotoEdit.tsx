import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { InfrastructurePhotoForm } from './InfrastructurePhotoForm';

export function InfrastructurePhotoEdit() {
  return (
    <GuardedEdit>
      <InfrastructurePhotoForm creating={false} toolbar={<EditToolbar />} />
    </GuardedEdit>
  );
}
