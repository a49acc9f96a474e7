// @vitest-environment jsdom

import type { MessageChoices } from '@bin-valet/schema';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullSystem } from '../../../app/theme-full';
import { defaultQueryFn } from '../../../lib/query-client';
import { lowerCardKeys } from '../hooks/use-tracking';
import { MessageChoicesCard } from './message-choices-card';

const system = fullSystem();
const TOKEN = 'tok-1';

/** What the server holds at first: texts, about everything. */
const FIRST_SAVED: MessageChoices = {
  channel: 'text',
  kinds: {
    bins_out: true,
    bins_back: true,
    missed: true,
    schedule_change: true,
    on_my_way: true,
    request_answer: true,
  },
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  client = new QueryClient({ defaultOptions: { queries: { queryFn: defaultQueryFn, retry: false } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCard = () =>
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <MessageChoicesCard token={TOKEN} />
      </QueryClientProvider>
    </ChakraProvider>,
  );

const binsAtTheCurb = () => screen.getByRole('checkbox', { name: 'Bins at the curb' }) as HTMLInputElement;

describe('MessageChoicesCard', () => {
  it('shows the saved choices, keeps an unsaved change when the saved ones are read again, and shows the answer once saved', async () => {
    let saved = FIRST_SAVED;
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'PUT') saved = JSON.parse(String(init.body)) as MessageChoices;
      return json(saved);
    });
    renderCard();
    await waitFor(() => expect(binsAtTheCurb().checked).toBe(true));
    expect((screen.getByRole('radio', { name: 'Texts' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(binsAtTheCurb());
    await waitFor(() => expect(binsAtTheCurb().checked).toBe(false));
    // The saved choices read again, changed elsewhere meanwhile (a refetch when the customer comes back to
    // the tab): the change not yet saved stays on screen.
    saved = { ...saved, kinds: { ...saved.kinds, missed: false } };
    await act(() => client.refetchQueries({ queryKey: lowerCardKeys(TOKEN).preferences }));
    expect(binsAtTheCurb().checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(saved.kinds.bins_out).toBe(false));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/track/${TOKEN}/preferences`,
      expect.objectContaining({ method: 'PUT' }),
    );
    // What the card shows after the save is the server's answer, not the draft.
    saved = { ...saved, channel: 'email' };
    await act(() => client.refetchQueries({ queryKey: lowerCardKeys(TOKEN).preferences }));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'E-mail' }) as HTMLInputElement).checked).toBe(true));
    expect(binsAtTheCurb().checked).toBe(false);
  });
});
