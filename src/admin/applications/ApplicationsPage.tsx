import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { STORAGE_KEYS } from '../../api/browserStorage';
import { ContactList } from './ContactList';
import { InvestorList } from './InvestorList';

/** The client requests tab is the default; 'worker' (its old name, kept in the address) is the participants' applications. */
type ApplicationsTab = 'client' | 'worker';

function rememberedTab(): ApplicationsTab {
  const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEYS.applicationsTab);
  return stored === 'worker' ? 'worker' : 'client';
}

const TABS: ApplicationsTab[] = ['client', 'worker'];

/** Applications: client applications and participants' applications, the choice kept per session. */
export function ApplicationsPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<ApplicationsTab>(rememberedTab);

  const choose = (_event: unknown, next: ApplicationsTab) => {
    setTab(next);
    sessionStorage.setItem(STORAGE_KEYS.applicationsTab, next);
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Tabs value={tab} onChange={choose} aria-label={translate('applications.tabs.label')}>
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
      <Box role="tabpanel" id={`applications-panel-${tab}`} aria-labelledby={`applications-tab-${tab}`}>
        {tab === 'client' ? <ContactList /> : <InvestorList />}
      </Box>
    </Box>
  );
}
