import { Box, Card, CardContent, Chip, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { type RaRecord, Title, useBasename, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationStatus } from '../../api/common';
import type { Contact } from '../../api/contacts';
import type { Investor } from '../../api/investors';
import type { RecordOf } from '../../api/contentResource';
import type { newsResource } from '../../api/news';
import { RecordText } from '../lists/TranslatedTextField';
import { useStaffDates } from '../dates/useStaffDates';

/** What every card lists: records that know when they came. */
type Dated = RaRecord & { created_at: string };

const NEWEST = { field: 'created_at', order: 'DESC' } as const;
const LATEST_FIVE = { page: 1, perPage: 5 };
/** One row is enough: the count comes from the list's total. */
const COUNT_ONLY = { page: 1, perPage: 1 };

/** A card of the dashboard, a section named by its heading (a translation key). */
function DashboardCard({
  id,
  heading,
  headingVariant,
  flexBasis,
  children,
}: {
  id: string;
  heading: string;
  headingVariant: 'subtitle1' | 'h6';
  flexBasis: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={id} sx={{ flex: `1 1 ${flexBasis}` }}>
      <CardContent>
        <Typography id={id} component="h2" variant={headingVariant}>
          {translate(heading)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The number of new applications of one kind, as a link to the list showing only those. */
function NewCount({ resource, tab, label }: { resource: 'contacts' | 'investors'; tab: string; label: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { total, isPending, error } = useGetList(resource, {
    filter: { status: 'new' },
    pagination: COUNT_ONLY,
    sort: NEWEST,
  });
  return (
    <DashboardCard id={`dashboard-new-${resource}`} heading={label} headingVariant="subtitle1" flexBasis="240px">
      <Typography component="p" variant="h3" aria-live="polite">
        {isPending ? '…' : error ? '—' : total}
      </Typography>
      <Link component={RouterLink} to={`${basename}/applications?tab=${tab}&status=new`}>
        {translate('applications.dashboard.open_new')}
        <Box component="span" sx={visuallyHidden}>
          {`: ${translate(label)}`}
        </Box>
      </Link>
    </DashboardCard>
  );
}

/** A card with the latest five records of a resource, each a link to its record. */
function Latest<Item extends Dated>({
  resource,
  heading,
  primary,
  secondary,
  footer,
}: {
  resource: string;
  heading: string;
  primary: (item: Item) => ReactNode;
  secondary?: (item: Item) => ReactNode;
  footer?: ReactNode;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const { dateTime: date } = useStaffDates();
  const { data = [], isPending } = useGetList<Item>(resource, { pagination: LATEST_FIVE, sort: NEWEST });
  return (
    <DashboardCard id={`dashboard-latest-${resource}`} heading={heading} headingVariant="h6" flexBasis="320px">
      {!isPending && data.length === 0 && <Typography>{translate('applications.dashboard.nothing')}</Typography>}
      <List dense>
        {data.map((item) => (
          <ListItem key={item.id} disableGutters sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`${basename}/${resource}/${item.id}`}>
                  {primary(item)}
                </Link>
              }
              secondary={translate('applications.dashboard.received', { date: date(item.created_at) })}
            />
            {secondary?.(item)}
          </ListItem>
        ))}
      </List>
      {footer}
    </DashboardCard>
  );
}

function StatusChip({ status }: { status: ApplicationStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`applications.status.${status}`)}
      color={status === 'new' ? 'primary' : 'default'}
      variant={status === 'done' ? 'outlined' : 'filled'}
    />
  );
}

/**
 * The first screen after logging in: how many applications wait (each count opens the list of
 * the new ones), the latest applications of both kinds and the latest news.
 */
export function Dashboard() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title="applications.dashboard.title" />
      <Typography component="h1" variant="h5">
        {translate('applications.dashboard.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <NewCount resource="contacts" tab="client" label="applications.dashboard.new_contacts" />
        <NewCount resource="investors" tab="worker" label="applications.dashboard.new_investors" />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Latest<Contact>
          resource="contacts"
          heading="applications.dashboard.latest_contacts"
          primary={(item) => item.name}
          secondary={(item) => <StatusChip status={item.status} />}
        />
        <Latest<Investor>
          resource="investors"
          heading="applications.dashboard.latest_investors"
          primary={(item) => item.name}
          secondary={(item) => <StatusChip status={item.status} />}
        />
        <Latest<RecordOf<typeof newsResource>>
          resource="news"
          heading="applications.dashboard.latest_news"
          primary={(item) => <RecordText record={item} field="title" />}
          footer={
            <Link component={RouterLink} to={`${basename}/news`}>
              {translate('applications.dashboard.all_news')}
            </Link>
          }
        />
      </Box>
    </Box>
  );
}
