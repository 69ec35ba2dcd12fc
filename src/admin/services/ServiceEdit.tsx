import { Edit } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar';
import { ServiceForm } from './ServiceForm';

export function ServiceEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ServiceForm creating={false} toolbar={<EditToolbar />} />
    </Edit>
  );
}
