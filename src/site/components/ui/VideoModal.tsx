import { useState } from 'react';
import { themedPart } from '../lazy/themedPart';
import { useLoadedComponent } from '../lazy/useLoadedComponent';

// The dialog and its transitions are downloaded when the visitor first asks for the film, with the
// site's MUI theme: Home's hero, which opens it, is drawn without MUI.
const loadVideoDialog = themedPart(() => import('./VideoDialog'));

interface VideoModalProps {
  open: boolean;
  onClose: () => void;
}

/** The park film in a modal (VideoDialog.tsx), mounted from its first opening on. */
export function VideoModal({ open, onClose }: VideoModalProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const videoDialog = useLoadedComponent(loadVideoDialog, opened);
  return videoDialog?.({ open, onClose }) ?? null;
}
