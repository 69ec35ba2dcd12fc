import type { UseMutationResult } from '@tanstack/react-query';
import { Confirm, useNotify } from 'react-admin';

/**
 * Asks before a token is revoked or a webhook deleted, then removes it and says how that went.
 * `action` is the key of the dialog's title and its confirming button, `question` the key of its text.
 */
export function ConfirmRemoval<Item extends { id: number }>({
  item,
  action,
  question,
  names,
  removal,
  removed,
  onClose,
}: {
  item: Item | undefined;
  action: string;
  question: string;
  /** What the question's and the success message's placeholders are, for the item being removed. */
  names: (item: Item | undefined) => Record<string, string>;
  removal: UseMutationResult<unknown, Error, number>;
  /** The key of the message once it is gone. */
  removed: string;
  onClose: () => void;
}) {
  const notify = useNotify();
  return (
    <Confirm
      isOpen={item !== undefined}
      title={action}
      content={question}
      translateOptions={names(item)}
      confirm={action}
      loading={removal.isPending}
      onConfirm={() => {
        const removing = item!;
        onClose();
        removal.mutate(removing.id, {
          onSuccess: () => notify(removed, { type: 'success', messageArgs: names(removing) }),
          onError: () => notify('integrations.errors.unreachable', { type: 'error' }),
        });
      }}
      onClose={onClose}
    />
  );
}
