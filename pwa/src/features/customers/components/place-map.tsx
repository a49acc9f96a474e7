import 'leaflet/dist/leaflet.css';
import './place-map.css';
import { MAP_ZOOM } from '@bin-valet/schema';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { OsmTileLayer } from '../../../components/osm-tile-layer';

export interface PlaceMapProps {
  lat: number;
  lng: number;
  /** Names the pin for screen readers and as its tooltip. */
  title: string;
  onMove: (lat: number, lng: number) => void;
  /** Changes when an address search moved the pin: the map then centres on it. */
  foundAt?: string;
}

/** A click on the map puts the pin there (placing by hand without dragging). */
function ClickToPlace({ onMove }: { onMove: PlaceMapProps['onMove'] }) {
  useMapEvents({ click: (e) => onMove(e.latlng.lat, e.latlng.lng) });
  return null;
}

/** Centres the map on a place an address search found. */
function CenterOnFound({ lat, lng, foundAt }: { lat: number; lng: number; foundAt?: string }) {
  const map = useMap();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search result recentres; a drag must not
  useEffect(() => {
    if (foundAt) map.setView([lat, lng]);
  }, [foundAt, map]);
  return null;
}

/**
 * The customer's pin on a map, draggable, or set by a click. Loaded lazily with Leaflet, only when the
 * office opens it; the pin is plain HTML (L.divIcon), so it shows even when no map tile loads.
 */
export default function PlaceMap({ lat, lng, title, onMove, foundAt }: PlaceMapProps) {
  const icon = useMemo(
    () =>
      L.divIcon({
        html: '<span class="cp-pin"></span>',
        className: 'cp-divicon',
        iconSize: [28, 28],
        iconAnchor: [14, 28],
      }),
    [],
  );
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={MAP_ZOOM.max - 1}
      minZoom={MAP_ZOOM.min}
      maxZoom={MAP_ZOOM.max}
      style={{ height: '100%', width: '100%' }}
    >
      <OsmTileLayer />
      <ClickToPlace onMove={onMove} />
      <CenterOnFound lat={lat} lng={lng} foundAt={foundAt} />
      <Marker
        position={[lat, lng]}
        icon={icon}
        draggable
        title={title}
        eventHandlers={{
          dragend: (e) => {
            const at = (e.target as L.Marker).getLatLng();
            onMove(at.lat, at.lng);
          },
        }}
      />
    </MapContainer>
  );
}
