import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import { apiData } from '../../api/client';
import { restorePath } from '../../api/publishing';
import { type EmptiedTrash, TRASH_PATH, type TrashedItem } from '../../api/trash';
import type { ContentLanguage } from '../../api/translations';

const TRASH_KEY = ['trash'];

/** What is in the trash, titles in the back office's language; a refused session goes to the login page. */
export function useTrash(lang: ContentLanguage) {
  const logoutIfDenied = useLogoutIfAccessDenied();
  return useQuery({
    queryKey: [...TRASH_KEY, lang],
    queryFn: async () => {
      try {
        return await apiData<TrashedItem[]>(TRASH_PATH, { query: { lang } });
      } catch (error) {
        await logoutIfDenied(error);
        throw error;
      }
    },
  });
}

/** A change of the trash; afterwards it is read again, and so are the lists of the resources it touched. */
function useTrashChange<Argument, Answer>(call: (argument: Argument) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useRestore = () =>
  useTrashChange((item: Pick<TrashedItem, 'resource' | 'id'>) =>
    apiData(restorePath({ name: item.resource }).replace(':id', String(item.id)), { method: 'POST' }),
  );

export const useEmptyTrash = () => useTrashChange(() => apiData<EmptiedTrash>(TRASH_PATH, { method: 'DELETE' }));
