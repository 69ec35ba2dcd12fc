import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { ResidentForm } from './ResidentForm';

export function ResidentCreate() {
  return (
    <Create redirect="list">
      <ResidentForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
