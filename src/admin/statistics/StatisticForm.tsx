import { NumberInput, SelectInput, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { STATISTIC_ICONS, statisticIconUrl, type StatisticIcon } from '../../api/statisticIcons';
import { notBlank, wholeNumberFromZero } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';
import { PositionInput } from '../forms/PositionInput';
import { inSomeLanguage, TranslatedInputs } from '../forms/TranslatedInputs';

const NOT_EMPTY = 'forms.validation.statistic_not_empty';
const requiredText = inSomeLanguage(notBlank(NOT_EMPTY));

export const STATISTIC_ICON_CHOICES = STATISTIC_ICONS.map((icon) => ({
  id: icon,
  name: `resources.statistics.icons.${icon}`,
}));

/** A choice of the list: the icon's picture beside its name. */
export function IconOption() {
  const choice = useRecordContext<{ id: StatisticIcon; name: string }>();
  const translate = useTranslate();
  if (!choice) return null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <img src={statisticIconUrl(choice.id)} alt="" width={24} height={24} />
      {translate(choice.name)}
    </span>
  );
}

/**
 * A figure of Home: what it counts (title and description in three languages), the number, its
 * icon and its place among the others, the same whether the figure is new or not (`creating` is not
 * needed). The server repeats every check.
 */
export function StatisticForm({ creating: _creating, ...props }: ResourceFormProps) {
  return (
    <GuardedForm {...props}>
      <TranslatedInputs>
        <TextInput source="title" label="resources.statistics.fields.title" validate={requiredText} fullWidth />
        <TextInput
          source="description"
          label="resources.statistics.fields.description"
          validate={requiredText}
          fullWidth
          multiline
        />
      </TranslatedInputs>
      <NumberInput
        source="value"
        label="resources.statistics.fields.value"
        validate={wholeNumberFromZero('forms.validation.statistic_value')}
      />
      <SelectInput
        source="icon"
        label="resources.statistics.fields.icon"
        choices={STATISTIC_ICON_CHOICES}
        validate={required()}
        optionText={<IconOption />}
      />
      <PositionInput resource="statistics" help="resources.statistics.position_help" />
    </GuardedForm>
  );
}
