import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { InfrastructurePhotoForm } from './InfrastructurePhotoForm';

export function InfrastructurePhotoCreate() {
  return (
    <Create redirect="list">
      <InfrastructurePhotoForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
