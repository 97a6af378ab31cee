// @vitest-environment happy-dom
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PageQueries, QueryProvider } from "./query-provider";

afterEach(cleanup);

function ReadsCount({ onClient }: { onClient?: (client: QueryClient) => void }) {
  const client = useQueryClient();
  onClient?.(client);
  const { data } = useQuery({ queryKey: ["page-queries-test"], queryFn: async () => ++fetches, staleTime: Infinity });
  return <p data-testid="count">{data === undefined ? "loading" : String(data)}</p>;
}

let fetches = 0;

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("PageQueries", () => {
  it("keeps the tab's answers between pages: a page mounted after another does not fetch again", async () => {
    fetches = 0;
    const first = render(
      <PageQueries>
        <ReadsCount />
      </PageQueries>,
    );
    expect(await screen.findByText("1")).toBeTruthy();
    first.unmount();

    // The next page (a client-side navigation) shows what the tab already read.
    render(
      <PageQueries>
        <ReadsCount />
      </PageQueries>,
    );
    expect(screen.getByTestId("count").textContent).toBe("1");
    await settle();
    expect(fetches).toBe(1);
  });

  it("uses the client above it, so a test's fresh cache (or an enclosing page's) is the one read", async () => {
    const seen: QueryClient[] = [];
    const outers: QueryClient[] = [];
    function Outer() {
      const outer = useQueryClient();
      outers.push(outer);
      return (
        <PageQueries>
          <ReadsCount onClient={(client) => seen.push(client)} />
        </PageQueries>
      );
    }
    render(
      <QueryProvider>
        <Outer />
      </QueryProvider>,
    );
    await settle();
    expect(outers.length).toBeGreaterThan(0);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((client) => client === outers[0])).toBe(true);
  });
});
