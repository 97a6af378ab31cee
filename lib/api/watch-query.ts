import type { PollingRule } from "./polling";

/**
 * One polled query for a page that keeps TanStack Query off its first load (/create): the library
 * is fetched when there is something to watch, and the query runs on a QueryObserver of a client of
 * its own (no cache shared between watches: each starts from a fresh answer), with the polling
 * options of every other poll (./polling.ts: paused in a hidden tab, looked at again when the tab
 * is shown). `onData` gets every answer; errors wait for the next one.
 * Returns the stop function, safe to call before the library has arrived.
 */
export function watchQuery<T>(
  query: { queryKey: readonly unknown[]; queryFn: () => Promise<T>; rule: PollingRule<T> },
  onData: (data: T) => void,
): () => void {
  let stopped = false;
  let stop = () => undefined as void;
  void Promise.all([import("@tanstack/react-query"), import("./polling"), import("./query-provider")])
    .then(([{ QueryObserver }, { pollingOptions }, { makeQueryClient }]) => {
      if (stopped) return;
      const client = makeQueryClient();
      client.mount();
      const polling = pollingOptions(query.rule);
      const observer = new QueryObserver<T, Error, T, T, readonly unknown[]>(client, {
        queryKey: query.queryKey,
        queryFn: query.queryFn,
        ...polling,
        // Until a first answer arrives, keep asking at the first interval: a failed first look
        // (a dropped connection) must not end the watch.
        refetchInterval: (observed) => (observed.state.data === undefined ? query.rule.firstMs : polling.refetchInterval(observed)),
      });
      let delivered = 0;
      const unsubscribe = observer.subscribe((result) => {
        // The observer also reports fetching states: each answer is delivered once.
        if (!result.isSuccess || result.dataUpdatedAt === delivered) return;
        delivered = result.dataUpdatedAt;
        onData(result.data);
      });
      stop = () => {
        unsubscribe();
        client.unmount();
      };
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    stop();
  };
}
