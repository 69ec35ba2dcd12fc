import { DeleteButton, EditButton } from 'react-admin';

/** Edit and delete at the end of a row; deleting asks first and waits for the server's answer. */
export function RowActions({ editable = true }: { editable?: boolean }) {
  return (
    <>
      {editable && <EditButton />}
      <DeleteButton mutationMode="pessimistic" />
    </>
  );
}
