import { Avatar, Box, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telLink, useParkDetails } from '../../frameData';
import { SiteIcon } from '../ui/SiteIcon';
import { clockIcon } from '../ui/icons/clockIcon';
import { envelopeIcon } from '../ui/icons/envelopeIcon';
import { phoneIcon } from '../ui/icons/phoneIcon';
import { pinIcon } from '../ui/icons/pinIcon';
import { shareIcon } from '../ui/icons/shareIcon';

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
        {icon}
      </Avatar>
      <div>
        <Typography variant="h3" component="h3" gutterBottom>
          {title}
        </Typography>
        {children}
      </div>
    </Box>
  );
}

/** A link to another site, opened in a new tab. */
const OutLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} target="_blank" rel="noopener noreferrer">
    {children}
  </Link>
);

/** The left column of /contact: address, working hours, phones, e-mail and networks, as staff keep them. */
export function ContactInfo() {
  const { t } = useTranslation('contact');
  const park = useParkDetails();
  return (
    <Stack spacing={4} component="address" sx={{ fontStyle: 'normal' }}>
      <InfoItem icon={<SiteIcon drawing={pinIcon} />} title={t('info.address')}>
        <Typography>{park.address}</Typography>
        {park.map_url && (
          <Typography>
            <OutLink href={park.map_url}>{t('info.map')}</OutLink>
          </Typography>
        )}
      </InfoItem>
      <InfoItem icon={<SiteIcon drawing={clockIcon} />} title={t('info.hours')}>
        <Typography>{park.working_hours}</Typography>
      </InfoItem>
      <InfoItem icon={<SiteIcon drawing={phoneIcon} />} title={t('info.phone')}>
        {park.phones.map((phone) => (
          <Typography key={phone}>
            <Link href={telLink(phone)}>{phone}</Link>
          </Typography>
        ))}
      </InfoItem>
      <InfoItem icon={<SiteIcon drawing={envelopeIcon} />} title={t('info.email')}>
        <Typography>
          <Link href={`mailto:${park.email}`}>{park.email}</Link>
        </Typography>
      </InfoItem>
      {park.social_links.length > 0 && (
        <InfoItem icon={<SiteIcon drawing={shareIcon} />} title={t('info.social')}>
          {park.social_links.map((link) => (
            <Typography key={link.url}>
              <OutLink href={link.url}>{link.label}</OutLink>
            </Typography>
          ))}
        </InfoItem>
      )}
    </Stack>
  );
}
