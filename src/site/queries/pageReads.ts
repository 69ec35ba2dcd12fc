import type { News } from '../../api/news';
import type { Resident } from '../../api/residents';
import type { Staff } from '../../api/staff';
import type { Language } from '../../i18n/namespaces';
import { apiRead } from './apiRead';

/** The API reads of the data pages, named by the route table (publicPages.ts) and run by their hooks. */

/** The old data layer's cache tag for staff members. */
export const staffKeys = { all: ['Worker'] as const };

export const staffListRead = (language: Language) =>
  apiRead<Staff[]>([...staffKeys.all, language], `/staff/?lang=${language}`);

/** Participants never had a cache tag of their own; the old data layer cached them as User. */
export const residentKeys = { all: ['User', 'residents'] as const };

export const residentListRead = (language: Language) =>
  apiRead<Resident[]>([...residentKeys.all, language], `/residents/?lang=${language}`);

/** The old data layer's cache tag for news. */
export const newsKeys = { all: ['News'] as const };

/** The news whose file is a video (the Multimedia page); the server narrows the list. */
export const videoNewsRead = (language: Language) =>
  apiRead<News[]>([...newsKeys.all, 'video', language], `/news?lang=${language}&media=video`);
