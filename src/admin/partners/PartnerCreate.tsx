import { Create } from 'react-admin';
import { CreateToolbar } from '../forms/CreateToolbar';
import { PartnerForm } from './PartnerForm';

export function PartnerCreate() {
  return (
    <Create redirect="list">
      <PartnerForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
