import { Box, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { STORAGE_KEYS } from '../../api/browserStorage';
import { ApplicationList, CONTACT_APPLICATIONS, INVESTOR_APPLICATIONS } from './ApplicationList';
import { EraseApplicantButton } from './EraseApplicantButton';

/** The client requests tab is the default; 'worker' (its old name, kept in the address) is the participants' applications. */
type ApplicationsTab = 'client' | 'worker';

function rememberedTab(): ApplicationsTab {
  const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEYS.applicationsTab);
  return stored === 'worker' ? 'worker' : 'client';
}

const isTab = (value: string | null): value is ApplicationsTab => value === 'client' || value === 'worker';

const TABS: ApplicationsTab[] = ['client', 'worker'];

const TAB_APPLICATIONS = { client: CONTACT_APPLICATIONS, worker: INVESTOR_APPLICATIONS };

/**
 * Applications: client applications and participants' applications, the choice kept per session.
 * A link may choose the tab and a status (`?tab=worker&status=new`, from the dashboard).
 */
export function ApplicationsPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const linkedTab = params.get('tab');
  const status = params.get('status') ?? undefined;
  const [tab, setTab] = useState<ApplicationsTab>(() => (isTab(linkedTab) ? linkedTab : rememberedTab()));

  const choose = (_event: unknown, next: ApplicationsTab) => {
    setTab(next);
    sessionStorage.setItem(STORAGE_KEYS.applicationsTab, next);
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        {/* Scrollable: on a phone the Uzbek names of the two tabs are wider than the screen. */}
        <Tabs
          value={tab}
          onChange={choose}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={translate('applications.tabs.label')}
        >
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={translate(`applications.tabs.${value}`)}
              id={`applications-tab-${value}`}
              aria-controls={`applications-panel-${value}`}
            />
          ))}
        </Tabs>
        <EraseApplicantButton />
      </Stack>
      <Box role="tabpanel" id={`applications-panel-${tab}`} aria-labelledby={`applications-tab-${tab}`}>
        {/* Keyed by the tab: the other kind is a list of its own, not this one's filters and page over another resource. */}
        <ApplicationList key={tab} kind={TAB_APPLICATIONS[tab]} status={status} />
      </Box>
    </Box>
  );
}
