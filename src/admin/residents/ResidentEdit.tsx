import { Edit } from 'react-admin';
import { EditToolbar } from '../layout/EditToolbar';
import { ResidentForm } from './ResidentForm';

export function ResidentEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ResidentForm creating={false} toolbar={<EditToolbar />} />
    </Edit>
  );
}
