import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import { Avatar, Box, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { SITE, telLink } from '../../siteConfig';

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

/** The left column of /contact: address, phones and e-mail from the site's configuration. */
export function ContactInfo() {
  const { t } = useTranslation('contact');
  const language = useLanguage();
  return (
    <Stack spacing={4} component="address" sx={{ fontStyle: 'normal' }}>
      <InfoItem icon={<LocationOnIcon />} title={t('info.address')}>
        <Typography>{SITE.address[language]}</Typography>
      </InfoItem>
      <InfoItem icon={<PhoneIcon />} title={t('info.phone')}>
        {SITE.phones.map((phone) => (
          <Typography key={phone}>
            <Link href={telLink(phone)}>{phone}</Link>
          </Typography>
        ))}
      </InfoItem>
      <InfoItem icon={<EmailIcon />} title={t('info.email')}>
        <Typography>
          <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>
        </Typography>
      </InfoItem>
    </Stack>
  );
}
