import { Avatar, Card, CardContent, CardMedia, Typography } from '@mui/material';
import type { Staff } from '../../../api/staff';
import { ResponsivePicture } from '../ResponsivePicture';

const PORTRAIT_SIZE = 480;
/** One card a row on phones, two on tablets, three (of a 1200 px container) above. */
const CARD_SIZES = '(max-width: 599px) 100vw, (max-width: 899px) 50vw, 400px';

/** The initials shown when a staff member has no portrait. */
const initials = (fullName: string) =>
  fullName
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** One member of the team: portrait, full name and position. */
export function StaffCard({ member, onScreen = false }: { member: Staff; onScreen?: boolean }) {
  return (
    <Card component="article" sx={{ height: '100%', textAlign: 'center' }}>
      {member.image.image_url ? (
        <ResponsivePicture src={member.image.image_url} sizes={CARD_SIZES}>
          <CardMedia
            component="img"
            src={member.image.image_url}
            alt={member.full_name}
            width={PORTRAIT_SIZE}
            height={PORTRAIT_SIZE}
            // A picture on screen when the page opens is its largest paint: not worth deferring.
            loading={onScreen ? 'eager' : 'lazy'}
            sx={{ aspectRatio: '1', height: 'auto', objectFit: 'cover' }}
          />
        </ResponsivePicture>
      ) : (
        <Avatar sx={{ width: 120, height: 120, mx: 'auto', mt: 3, fontSize: '2.5rem', bgcolor: 'secondary.main' }}>
          {initials(member.full_name)}
        </Avatar>
      )}
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          {member.full_name}
        </Typography>
        <Typography color="text.secondary">{member.position}</Typography>
      </CardContent>
    </Card>
  );
}
