import type { OptionsObject } from 'notistack';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useLoadedComponent } from '../lazy/useLoadedComponent';

export interface Toast {
  id: number;
  message: string;
  options: Pick<OptionsObject, 'variant' | 'autoHideDuration'>;
}
type ShowToast = (message: string, options: Toast['options']) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

// notistack and its transitions are needed only once a form has something to say, so they are
// downloaded with the first toast instead of with every page.
const loadToastOutlet = () => import('./ToastOutlet');

let nextId = 0;

/** Keeps the toasts asked for until the toast outlet has shown them. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[] | null>(null);
  const show = useCallback<ShowToast>((message, options) => {
    nextId += 1;
    const toast = { id: nextId, message, options };
    setQueue((current) => [...(current ?? []), toast]);
  }, []);
  const shown = useCallback((ids: ReadonlySet<number>) => {
    setQueue((current) => current?.filter((toast) => !ids.has(toast.id)) ?? null);
  }, []);
  const toastOutlet = useLoadedComponent(loadToastOutlet, queue !== null);
  return (
    <ToastContext value={show}>
      {children}
      {queue && toastOutlet?.({ queue, onShown: shown })}
    </ToastContext>
  );
}

/** `enqueueSnackbar` as notistack names it, for the public forms. */
export function useToast(): { enqueueSnackbar: ShowToast } {
  return { enqueueSnackbar: useContext(ToastContext) };
}
