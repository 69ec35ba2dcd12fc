import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogTitle, IconButton } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE } from '../siteConfig';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export const VIDEO_POSTER = '/site/infrastructure/video-poster.webp';

interface VideoModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The park film in a modal, on Home and Infrastructure. MUI's Dialog traps focus, closes on
 * Escape and on an overlay click but not on a click inside. The dialog stays mounted so the video
 * element keeps its state, and closing pauses it and rewinds it to the start.
 */
export function VideoModal({ open, onClose }: VideoModalProps) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const video = videoRef.current;
    if (!open || reducedMotion || !video) return;
    // A refused autoplay is not an error for the visitor: the controls are there to press play.
    video.play().catch(() => undefined);
  }, [open, reducedMotion]);

  const close = () => {
    const video = videoRef.current;
    if (video) {
      video.pause();
      video.currentTime = 0;
    }
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      keepMounted
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: '#0b1724', color: '#fff' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('video.title')}
      </DialogTitle>
      <IconButton
        onClick={close}
        aria-label={t('video.close')}
        sx={{ position: 'absolute', right: 8, top: 8, color: '#fff' }}
      >
        <CloseIcon />
      </IconButton>
      <Box
        component="video"
        ref={videoRef}
        src={SITE.infrastructureVideoUrl}
        poster={VIDEO_POSTER}
        controls
        playsInline
        preload="none"
        width={960}
        height={540}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', bgcolor: '#000' }}
      />
    </Dialog>
  );
}
