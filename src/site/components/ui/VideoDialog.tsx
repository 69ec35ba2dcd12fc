import { Box, Dialog, DialogTitle, IconButton } from '@mui/material';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParkDetails } from '../../frameData';
import { SiteIcon } from './SiteIcon';
import { closeIcon } from './icons/closeIcon';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

interface VideoDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The park film in a modal, on Home and Infrastructure. MUI's Dialog traps focus, closes on
 * Escape and on an overlay click but not on a click inside. The dialog stays mounted so the video
 * element keeps its state, and closing pauses it and rewinds it to the start. Loaded through
 * VideoModal.tsx when first opened.
 */
export default function VideoDialog({ open, onClose }: VideoDialogProps) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  // On the first opening the video element appears a render after the dialog; the effect waits for it.
  const [hasVideo, setHasVideo] = useState(false);
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
    setHasVideo(element !== null);
  }, []);
  const reducedMotion = usePrefersReducedMotion();
  // The film and its poster as staff last saved them (Site settings), read with the page.
  const { infrastructure_video_url: film, infrastructure_video_poster: poster } = useParkDetails();

  useEffect(() => {
    const video = videoRef.current;
    if (!open || reducedMotion || !hasVideo || !video) return;
    // A refused autoplay is not an error for the visitor: the controls are there to press play.
    video.play().catch(() => undefined);
  }, [open, reducedMotion, hasVideo]);

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
        <SiteIcon drawing={closeIcon} />
      </IconButton>
      <Box
        component="video"
        ref={attachVideo}
        src={film}
        poster={poster}
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
