import styled from '@emotion/styled';
import { Box, ButtonBase, Container, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../components/ui/Carousel';
import { PageFrame } from '../components/frame/PageFrame';
import { OpeningSections, SectionCards } from '../components/park/ParkSections';
import { usePhotoSlides } from '../components/ui/PhotoFigure';
import { ResponsivePicture } from '../components/ui/ResponsivePicture';
import { croppedPicture } from '../components/ui/croppedPicture';
import { SiteIcon } from '../components/ui/SiteIcon';
import { playDiscIcon } from '../components/ui/icons/playDiscIcon';
import { VideoModal } from '../components/ui/VideoModal';
import { useParkDetails } from '../frameData';
import { useInBrowser } from '../components/lazy/useInBrowser';
import { useContentList } from '../queries/useApiRead';
import type { InfrastructurePhoto } from '../../api/infrastructurePhotos';

/** How wide the poster is laid out: the whole column on phones and tablets, half the 1200 px container above. */
const POSTER_SIZES = '(max-width: 899px) 100vw, (max-width: 1199px) 50vw, 560px';

/** The play sign in the middle of the poster, white with a shadow to stand out on any picture. */
const PlaySign = styled(SiteIcon)({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  color: '#fff',
  filter: 'drop-shadow(0 2px 8px rgba(0,0,0,0.6))',
});

/**
 * The film's poster as a button; the play sign says what pressing it does. The poster is the one
 * staff keep in Site settings, in the width the screen needs; whatever its own proportions, it is
 * laid out 1280 × 720 (16:9) so the text beside it does not move when it arrives.
 */
function VideoThumbnail({ label, onOpen }: { label: string; onOpen: () => void }) {
  // The film plays in a modal, with scripts only.
  const inBrowser = useInBrowser();
  const { infrastructure_video_poster: poster } = useParkDetails();
  return (
    <ButtonBase
      disabled={!inBrowser}
      onClick={onOpen}
      aria-label={label}
      sx={{
        position: 'relative',
        display: 'block',
        width: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 3 },
      }}
    >
      <ResponsivePicture src={poster} sizes={POSTER_SIZES}>
        {/* Decorative: the button's label says what it is. */}
        <Box component="img" src={poster} alt="" width={1280} height={720} sx={croppedPicture('16 / 9', '#1f4d63')} />
      </ResponsivePicture>
      <PlaySign drawing={playDiscIcon} size={96} />
    </ButtonBase>
  );
}

/** Infrastructure: the park film in a modal beside the opening text, the photos staff keep, and what the land comes with. */
export default function InfrastructurePage() {
  const { t } = useTranslation('services');
  const [videoOpen, setVideoOpen] = useState(false);
  const photos = useContentList<InfrastructurePhoto>('infrastructure-photos').data ?? [];
  // A photo without its own description is described by its caption.
  const slides = usePhotoSlides(photos, 'caption');

  return (
    <PageFrame ns="services" keyPrefix="infrastructure">
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'center',
            mb: 8,
          }}
        >
          <VideoThumbnail label={t('infrastructure.watchVideo')} onOpen={() => setVideoOpen(true)} />
          <OpeningSections page="infrastructure" />
        </Box>
        <Typography variant="h2" gutterBottom>
          {t('infrastructure.photosTitle')}
        </Typography>
        <Box sx={{ maxWidth: 900, mx: 'auto', mb: 8 }}>
          <Carousel label={t('infrastructure.photosTitle')} slides={slides} />
        </Box>
        <SectionCards
          page="infrastructure"
          level={3}
          title={t('infrastructure.featuresTitle')}
          columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
        />
      </Container>
      <VideoModal open={videoOpen} onClose={() => setVideoOpen(false)} />
    </PageFrame>
  );
}
