import { NumberInput } from 'react-admin';

/** Where a record stands in a list staff order (figures, questions…); `help` says where that shows. */
export function PositionInput({ resource, help }: { resource: string; help: string }) {
  return (
    <NumberInput
      source="position"
      label={`resources.${resource}.fields.position`}
      helperText={help}
      min={0}
      step={1}
      defaultValue={0}
    />
  );
}
