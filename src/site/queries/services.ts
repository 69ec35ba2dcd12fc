import { useQuery } from '@tanstack/react-query';
import type { Service } from '../../api/services';
import type { Language } from '../../i18n/namespaces';
import { useLanguage } from '../../i18n/useLanguage';
import { apiRead, readQuery } from './apiRead';

/** The old data layer's cache tag for services. */
export const serviceKeys = { all: ['Services'] as const };

/** The services staff marked active: inactive ones stay in the back office only. */
export const activeServicesRead = (language: Language) =>
  apiRead<Service[]>(
    [...serviceKeys.all, language, 'active'],
    `/service/get_all_services?lang=${language}&status=active`,
  );

export function useActiveServices() {
  return useQuery(readQuery(activeServicesRead(useLanguage())));
}
