import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { AreaForm } from './AreaForm';

export function AreaCreate() {
  return (
    <Create redirect="list">
      <AreaForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
