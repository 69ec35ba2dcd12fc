import { settingsResource, type SiteSettings } from '../../api/settings';
import { oneRecordEndpoints } from './oneRecordEndpoints';

/** The one record's id in the back office: the API addresses it without one. */
export const SETTINGS_RECORD_ID = 'site';

/** The park's details (src/api/settings.ts), from their declaration. */
export const settingsEndpoints = oneRecordEndpoints<SiteSettings>(settingsResource, SETTINGS_RECORD_ID);
