import type { SimpleFormProps } from 'react-admin';
import { settingsResource } from '../../api/settings';
import { type InputLooks, OneRecordForm } from '../oneRecord/OneRecordForm';

/** The fields' own messages and help, where the form's defaults (oneRecord/OneRecordForm.tsx) would say less. */
const SETTINGS_LOOKS: InputLooks = {
  phones: {
    message: 'forms.validation.park_phones',
    item: { label: 'phone', message: 'forms.validation.park_phone', type: 'tel' },
  },
  email: { message: 'forms.validation.email' },
  address: { message: 'forms.validation.park_address' },
  working_hours: { message: 'forms.validation.working_hours' },
  map_url: { message: 'forms.validation.https_url', help: 'resources.settings.map_help' },
  social_links: {
    items: {
      label: { label: 'social_label', message: 'forms.validation.social_label' },
      url: { label: 'social_url', message: 'forms.validation.https_url', wide: true },
    },
  },
  infrastructure_video_url: { message: 'forms.validation.video_url', help: 'resources.settings.video_help' },
};

/**
 * The park's details, made from their declaration (src/api/settings.ts): phones (the first is the
 * main one), e-mail, the address and working hours in three languages (English required, the
 * others shown in English until written), a map link, social links, the film's address and its
 * poster. A new field shows by its kind with no change here.
 */
export function SettingsForm(props: Omit<SimpleFormProps, 'children'>) {
  return <OneRecordForm declaration={settingsResource} looks={SETTINGS_LOOKS} {...props} />;
}
