import { MAP_ZOOM } from '@bin-valet/schema';
import { TileLayer } from 'react-leaflet';

/** OpenStreetMap's tiles with their required attribution, within the app's zoom range (every office map). */
export function OsmTileLayer() {
  return (
    <TileLayer
      url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
      attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
      maxZoom={MAP_ZOOM.max}
      minZoom={MAP_ZOOM.min}
    />
  );
}
