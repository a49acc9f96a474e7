import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback server answering `/search` as Nominatim does (format=jsonv2), holding answers until released. */
export async function fakeNominatim(answer: (q: string) => { status: number; body: unknown }) {
  const asked: { url: URL; userAgent: string | undefined }[] = [];
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    asked.push({ url, userAgent: req.headers['user-agent'] });
    await held;
    const { status, body } =
      url.pathname === '/search' ? answer(url.searchParams.get('q') ?? '') : { status: 404, body: [] };
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    release: () => release(),
    hold: () => {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One Nominatim jsonv2 search hit, as the real service writes it. */
export const nominatimHit = (lat: string, lon: string) => [
  {
    place_id: 123,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 456,
    lat,
    lon,
    category: 'building',
    type: 'house',
    place_rank: 30,
    importance: 0.1,
    addresstype: 'building',
    name: '',
    display_name: '12, Elm Street, Seattle, King County, Washington, 98101, United States',
    boundingbox: ['47.61', '47.62', '-122.34', '-122.33'],
  },
];
