import 'leaflet/dist/leaflet.css';
import './place-map.css';
import { MAP_ZOOM } from '@bin-valet/schema';
import L from 'leaflet';
import { useMemo } from 'react';
import { MapContainer, Marker } from 'react-leaflet';
import { OsmTileLayer } from '../../../components/osm-tile-layer';

export interface PlaceMapProps {
  lat: number;
  lng: number;
  /** Names the pin for screen readers and as its tooltip. */
  title: string;
  onMove: (lat: number, lng: number) => void;
}

/**
 * The customer's pin on a map, draggable. Loaded lazily with Leaflet, only when the office opens it;
 * the pin is plain HTML (L.divIcon), so it shows even when no map tile loads.
 */
export default function PlaceMap({ lat, lng, title, onMove }: PlaceMapProps) {
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
