import { Edit, type RaRecord } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar';
import { ServiceForm } from './ServiceForm';

/** The stored picture's URL is not sent back: only a newly picked file replaces it. */
const keepStoredPhoto = ({ photo, ...rest }: RaRecord) =>
  photo && typeof photo === 'object' && 'rawFile' in photo ? { ...rest, photo } : rest;

export function ServiceEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={keepStoredPhoto}>
      <ServiceForm creating={false} toolbar={<EditToolbar />} />
    </Edit>
  );
}
