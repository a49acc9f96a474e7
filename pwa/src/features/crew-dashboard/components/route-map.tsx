import 'leaflet/dist/leaflet.css';
import './route-map.css';
import { MAP_CENTER, MAP_ZOOM } from '@bin-valet/schema';
import { Box, Text } from '@chakra-ui/react';
import L from 'leaflet';
import { useMemo } from 'react';
import { MapContainer, Marker, Tooltip } from 'react-leaflet';
import { OsmTileLayer } from '../../../components/osm-tile-layer';
import type { RoutePin } from '../logic/route-map-logic';

/**
 * My stops of the day on a map, loaded lazily with Leaflet. Pins are HTML (L.divIcon) numbered in route
 * order, done ones grey, the next one marked: they show offline, where no tile loads.
 */
export default function RouteMap({ pins, unplaced }: { pins: readonly RoutePin[]; unplaced: number }) {
  const bounds = useMemo(
    () => (pins.length ? L.latLngBounds(pins.map((p) => [p.lat, p.lng] as [number, number])).pad(0.15) : null),
    [pins],
  );
  return (
    <Box data-testid="route-map">
      <Box h="60vh" minH="72" borderWidth="1px" borderRadius="md" overflow="hidden">
        <MapContainer
          center={[MAP_CENTER.lat, MAP_CENTER.lng]}
          zoom={MAP_ZOOM.default}
          bounds={bounds ?? undefined}
          maxZoom={MAP_ZOOM.max}
          style={{ height: '100%', width: '100%' }}
        >
          <OsmTileLayer />
          {pins.map((p) => (
            <Pin key={p.taskId} pin={p} />
          ))}
        </MapContainer>
      </Box>
      {unplaced > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {unplaced === 1 ? '1 stop has' : `${unplaced} stops have`} no location yet and {unplaced === 1 ? 'is' : 'are'}{' '}
          not on the map.
        </Text>
      )}
    </Box>
  );
}

function Pin({ pin }: { pin: RoutePin }) {
  const state = pin.next ? 'next' : pin.done ? 'done' : 'open';
  const icon = useMemo(
    () =>
      L.divIcon({
        html: `<div class="crew-pin crew-pin-${state}" data-testid="route-pin" data-n="${pin.n}" data-state="${state}">${pin.n}</div>`,
        className: 'crew-pin-icon',
        iconSize: [30, 30],
        iconAnchor: [15, 15],
      }),
    [pin.n, state],
  );
  return (
    <Marker
      position={[pin.lat, pin.lng]}
      icon={icon}
      title={`${pin.n}. ${pin.label}`}
      zIndexOffset={pin.next ? 1000 : 0}
    >
      <Tooltip>
        {pin.n}. {pin.label}
        {pin.next ? ' (next stop)' : pin.done ? ' (done)' : ''}
      </Tooltip>
    </Marker>
  );
}
