import { TextInput } from 'react-admin';
import { notBlank, notBlankHtml } from '../forms/formRules';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';
import { LazyRichText } from '../forms/LazyRichText';
import { PositionInput } from '../forms/PositionInput';
import { PublicationInputs } from '../publishing/PublicationInputs';
import { inSomeLanguage, TranslatedInputs } from '../forms/TranslatedInputs';

const NOT_EMPTY = 'forms.validation.faq_not_empty';
const questionRule = inSomeLanguage(notBlank(NOT_EMPTY));
const answerRule = inSomeLanguage(notBlankHtml(NOT_EMPTY));

/**
 * A question of About Us and its answer (rich text), in three languages, and its place in the list:
 * the same inputs whether the question is new or not (`creating` is not needed).
 */
export function FaqForm({ creating: _creating, ...props }: ResourceFormProps) {
  return (
    <GuardedForm {...props}>
      <TranslatedInputs>
        <TextInput source="question" label="resources.faq.fields.question" validate={questionRule} fullWidth />
        <LazyRichText source="answer" label="resources.faq.fields.answer" validate={answerRule} />
      </TranslatedInputs>
      <PositionInput resource="faq" help="resources.faq.position_help" />
      <PublicationInputs />
    </GuardedForm>
  );
}
