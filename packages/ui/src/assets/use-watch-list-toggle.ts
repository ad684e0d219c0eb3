import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAssets } from '@wallet/api';
import { useApi } from '../data/api-context';
import { queryKeys } from '../data/queries';
import { useNotify } from '../feedback/notify';

const withFavourite = (assets: UserAssets, token: string, favorite: boolean): UserAssets => ({
  ...assets,
  tokens: assets.tokens.map((entry) => (entry.token === token ? { ...entry, favorite } : entry)),
});

/**
 * Spec 000 §4: starring is optimistic per coin; while a request is in flight every toggle waits; a failure
 * rolls the star back and shows the server's message or the connection error (spec 001 §8).
 */
export function useWatchListToggle() {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = queryKeys.assets();
  const mutation = useMutation({
    mutationFn: ({ token, favorite }: { token: string; favorite: boolean }) =>
      favorite
        ? api.addToWatchList({ body: { tokens: [token] } })
        : api.removeFromWatchList({ body: { tokens: [token] } }),
    onMutate: async ({ token, favorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<UserAssets>(key);
      if (before) queryClient.setQueryData(key, withFavourite(before, token, favorite));
      return { before };
    },
    onError: (failure, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notify.error(failure);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return {
    toggle: (token: string, favorite: boolean) => {
      if (!mutation.isPending) mutation.mutate({ token, favorite });
    },
    isPending: mutation.isPending,
  };
}
