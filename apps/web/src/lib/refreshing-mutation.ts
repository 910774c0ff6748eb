// A mutation whose end (success, or failure: what is shown may be stale) refreshes every query under
// one key. `onSuccess` runs before that refresh and even if the refresh unmounts the caller (a
// deleted team, a form keyed by what it saved), which the per-call callbacks of `mutate` would not.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useRefreshingMutation<Input, Output>(
  queryKey: QueryKey,
  run: (input: Input) => Promise<Output>,
  onSuccess?: (output: Output) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (output) => onSuccess?.(output),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
