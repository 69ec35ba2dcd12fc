import { DataTable, NumberField, SelectField } from 'react-admin';
import { THREE_LINES } from '../lists/ContentList';
import { TranslatedColumn, TranslatedTextField } from '../lists/TranslatedTextField';
import type { Choice, ScreenField } from './declaredFields';

/**
 * A list's column of one declared field, by its kind: a text in the interface's language (a long
 * or rich one cut to three lines), a number, a choice by its label, a link or place as it is.
 */
export function DeclaredColumn({
  field: { name, field, screen },
  choices,
}: {
  field: ScreenField;
  choices?: Choice[];
}) {
  if (field.kind === 'richText') {
    return (
      <DataTable.Col source={name} disableSort>
        <TranslatedTextField source={name} rich sx={THREE_LINES} />
      </DataTable.Col>
    );
  }
  if (field.kind === 'text' && screen.multiline) {
    return (
      <DataTable.Col source={name} sx={{ maxWidth: 420 }}>
        <TranslatedTextField source={name} sx={THREE_LINES} />
      </DataTable.Col>
    );
  }
  if (field.kind === 'text') return <TranslatedColumn source={name} />;
  if (field.kind === 'number') return <DataTable.Col source={name} field={NumberField} />;
  if (choices) {
    return (
      <DataTable.Col source={name}>
        <SelectField source={name} choices={choices} />
      </DataTable.Col>
    );
  }
  return <DataTable.Col source={name} />;
}
