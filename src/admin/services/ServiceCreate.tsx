import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { ServiceForm } from './ServiceForm';

export function ServiceCreate() {
  return (
    <Create redirect="list">
      <ServiceForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
