import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import type { Toast } from './Toasts';

/** At most 20 toasts, top-right; each screen gives its own duration (docs/product.md#toasts). */
const TOASTS = { maxSnack: 20, anchorOrigin: { vertical: 'top', horizontal: 'right' } } as const;

interface ToastOutletProps {
  queue: readonly Toast[];
  onShown: (ids: ReadonlySet<number>) => void;
}

function ShowQueued({ queue, onShown }: ToastOutletProps) {
  const { enqueueSnackbar } = useSnackbar();
  // Each toast once, even when an effect runs twice.
  const done = useRef(new Set<number>());
  useEffect(() => {
    const fresh = queue.filter((toast) => !done.current.has(toast.id));
    if (fresh.length === 0) return;
    for (const toast of fresh) {
      done.current.add(toast.id);
      enqueueSnackbar(toast.message, toast.options);
    }
    onShown(new Set(fresh.map((toast) => toast.id)));
  }, [queue, onShown, enqueueSnackbar]);
  return null;
}

/** notistack's provider and the toasts waiting for it; loaded with the first toast (Toasts.tsx). */
export default function ToastOutlet(props: ToastOutletProps) {
  return (
    <SnackbarProvider {...TOASTS}>
      <ShowQueued {...props} />
    </SnackbarProvider>
  );
}
