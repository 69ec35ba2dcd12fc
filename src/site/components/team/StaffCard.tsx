import { Avatar, Card, CardContent, Typography } from '@mui/material';
import type { Staff } from '../../../api/staff';
import { useTextLanguage } from '../../textLanguage';
import { CardPicture } from '../ui/CardPicture';

const PORTRAIT_SIZE = 480;

/** The initials shown when a staff member has no portrait. */
const initials = (fullName: string) =>
  fullName
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** One member of the team: portrait, full name and position. */
export function StaffCard({ member, onScreen = false }: { member: Staff; onScreen?: boolean }) {
  const { langOf, altOf } = useTextLanguage();
  const picture = altOf(member, 'full_name');
  return (
    <Card component="article" sx={{ height: '100%', textAlign: 'center' }}>
      {member.image.image_url ? (
        <CardPicture
          src={member.image.image_url}
          alt={picture.alt}
          lang={picture.lang}
          width={PORTRAIT_SIZE}
          height={PORTRAIT_SIZE}
          onScreen={onScreen}
        />
      ) : (
        <Avatar sx={{ width: 120, height: 120, mx: 'auto', mt: 3, fontSize: '2.5rem', bgcolor: 'secondary.main' }}>
          {initials(member.full_name)}
        </Avatar>
      )}
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom lang={langOf(member, 'full_name')}>
          {member.full_name}
        </Typography>
        <Typography color="text.secondary" lang={langOf(member, 'position')}>
          {member.position}
        </Typography>
      </CardContent>
    </Card>
  );
}
