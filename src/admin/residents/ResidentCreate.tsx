import { Create } from 'react-admin';
import { CreateToolbar } from '../layout/CreateToolbar';
import { ResidentForm } from './ResidentForm';

export function ResidentCreate() {
  return (
    <Create redirect="list">
      <ResidentForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
