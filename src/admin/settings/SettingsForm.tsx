import {
  ArrayInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  TextInput,
  useTranslate,
  type SimpleFormProps,
  type Validator,
} from 'react-admin';
import { httpsUrlSchema, parkPhoneSchema, siteVideoUrlSchema } from '../../api/settings';
import { emailSchema } from '../../api/common';
import { notBlank } from '../forms/formRules';
import { GuardedForm } from '../forms/GuardedForm';
import { PictureInput } from '../forms/PictureInput';
import { inEnglish, TranslatedInputs } from '../forms/TranslatedInputs';

/** A rule that holds a value to the API's own schema, with the form's message (a translation key). */
const matching =
  (schema: { safeParse(value: unknown): { success: boolean } }, message: string): Validator =>
  (value: unknown) =>
    schema.safeParse(value ?? '').success ? undefined : message;

const phoneRule = matching(parkPhoneSchema, 'forms.validation.park_phone');
const atLeastOnePhone: Validator = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? undefined : 'forms.validation.park_phones';
const emailRule = matching(emailSchema, 'forms.validation.email');
const httpsRule = matching(httpsUrlSchema, 'forms.validation.https_url');
const httpsOrNone: Validator = (value: unknown) => (value ? httpsRule(value, {}, {}) : undefined);
const videoRule = matching(siteVideoUrlSchema, 'forms.validation.video_url');

/**
 * react-admin shows a row's Remove button only while the pointer is over the row: hidden, it can be
 * neither seen nor reached with the keyboard. Here it is always there.
 */
const ACTIONS_SHOWN = { [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } };

/** The labels of the one record's inputs. */
const label = (field: string) => `resources.settings.fields.${field}`;

/**
 * The park's details: phones (the first is the main one), e-mail, the address and working hours in
 * three languages (English required, the others shown in English until written), a map link,
 * social links, the film's address and its poster. Each rule is the API's own; the server repeats them.
 */
export function SettingsForm(props: Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  return (
    <GuardedForm {...props}>
      <ArrayInput source="phones" label={label('phones')} validate={atLeastOnePhone}>
        <SimpleFormIterator inline disableReordering disableClear getItemLabel={() => ''} sx={ACTIONS_SHOWN}>
          <TextInput source="" label={label('phone')} validate={phoneRule} type="tel" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput source="email" label={label('email')} type="email" validate={emailRule} />
      <TranslatedInputs>
        <TextInput
          source="address"
          label={label('address')}
          validate={inEnglish(notBlank('forms.validation.park_address'))}
          fullWidth
        />
        <TextInput
          source="working_hours"
          label={label('working_hours')}
          validate={inEnglish(notBlank('forms.validation.working_hours'))}
          fullWidth
        />
      </TranslatedInputs>
      <TextInput
        source="map_url"
        label={label('map_url')}
        validate={httpsOrNone}
        helperText="resources.settings.map_help"
        fullWidth
      />
      <ArrayInput source="social_links" label={label('social_links')}>
        <SimpleFormIterator inline disableReordering disableClear getItemLabel={() => ''} sx={ACTIONS_SHOWN}>
          <TextInput
            source="label"
            label={label('social_label')}
            validate={notBlank('forms.validation.social_label')}
            helperText={false}
          />
          <TextInput
            source="url"
            label={label('social_url')}
            validate={httpsRule}
            helperText={false}
            sx={{ minWidth: 320 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput
        source="infrastructure_video_url"
        label={label('infrastructure_video_url')}
        validate={videoRule}
        helperText="resources.settings.video_help"
        fullWidth
      />
      {/* The record always has a poster: a new one replaces it, none is ever required. */}
      <PictureInput
        label={label('infrastructure_video_poster')}
        creating={false}
        required={false}
        currentAlt={translate(label('infrastructure_video_poster'))}
      />
    </GuardedForm>
  );
}
