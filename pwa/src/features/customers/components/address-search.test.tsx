// @vitest-environment jsdom

import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeNominatim, LIVE_ADMIN_PASSWORD, liveServer, nominatimHit } from '@test-support/server';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullSystem } from '../../../app/theme-full';
import { AddressSearch } from './address-search';

const system = fullSystem();

type Live = Awaited<ReturnType<typeof liveServer>>;

/**
 * The card's calls go to the real server process, signed in as the admin, over node:http (this jsdom
 * window's own fetch would drop the cookie).
 */
async function wire(live: Live) {
  const login = await live.raw({
    method: 'POST',
    path: '/api/auth/login',
    body: { username: 'admin', password: LIVE_ADMIN_PASSWORD },
  });
  const cookie = String(login.headers['set-cookie'] ?? '').split(';')[0];
  vi.stubGlobal('fetch', async (input: string) => {
    const res = await live.raw({ method: 'GET', path: input, cookie });
    return new Response(res.body, {
      status: res.status,
      headers: { 'content-type': String(res.headers['content-type']) },
    });
  });
}

const show = (onFound: (lat: number, lng: number) => void) =>
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AddressSearch address="3400 W Dravus St, Seattle, WA 98199" onFound={onFound} />
      </QueryClientProvider>
    </ChakraProvider>,
  );

let live: Live | undefined;
let geo: Awaited<ReturnType<typeof fakeNominatim>> | undefined;
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await live?.stop();
  await geo?.close();
  live = undefined;
  geo = undefined;
});

describe('the Location card address search', { timeout: 40_000 }, () => {
  it('with GEOCODER_URL finds the typed address and moves the pin there; says when nothing is found', async () => {
    geo = await fakeNominatim((q) =>
      q.startsWith('3400 w dravus')
        ? { status: 200, body: nominatimHit('47.6489', '-122.4012') }
        : { status: 200, body: [] },
    );
    geo.release();
    live = await liveServer({ GEOCODER_URL: geo.url });
    await wire(live);
    const onFound = vi.fn();
    show(onFound);
    const box = await screen.findByLabelText('Find the address');
    expect(box).toHaveProperty('value', '3400 W Dravus St, Seattle, WA 98199');
    fireEvent.click(screen.getByRole('button', { name: 'Find on the map' }));
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(47.6489, -122.4012));
    expect(screen.getByTestId('place-mode').textContent).toMatch(/^Found: the pin is on that address/);

    fireEvent.change(box, { target: { value: '1 Nowhere Rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find on the map' }));
    await waitFor(() => expect(screen.getByTestId('place-mode').textContent).toMatch(/^Nothing found/));
    expect(onFound).toHaveBeenCalledTimes(1);
  });
  // Without GEOCODER_URL the card's wording is checked in e2e/customer-place.spec.ts (the e2e server has none).
});
