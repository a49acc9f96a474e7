import 'leaflet/dist/leaflet.css';
import './map-view.css';
import { MAP_CENTER, MAP_HEIGHT_PX, MAP_ZOOM } from '@bin-valet/schema';
import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import L from 'leaflet';
import { useMemo } from 'react';
import { CircleMarker, MapContainer, Marker, Polyline, Popup, Tooltip } from 'react-leaflet';
import { Link as RouterLink } from 'react-router-dom';
import { OsmTileLayer } from '../../../components/osm-tile-layer';
import { db } from '../../../db/database';
import { formatDate, formatPhoneParens } from '../../../lib/format';
import { ROUTE_DIRECTION_LABELS, titleCase } from '../../../lib/labels';
import { type PlanCrew, planCrews } from '../logic/crew-plan';
import { type MarkerGroup, markerCrew, markerGroups, markerHtml } from '../logic/map-logic';
import { type GroupKey, plannerStatusColor, type RouteStop } from '../logic/planner-logic';
import type { Depot } from '../logic/route-order';

/**
 * Map view. This module is loaded lazily, with Leaflet and its CSS, only
 * when the map is opened. Markers are HTML (L.divIcon): they show even when no tile can be loaded.
 */
export interface MapViewProps {
  stops: readonly RouteStop[];
  /** Route lines of the groups that have a chosen order (depot first). */
  lines: readonly { group: GroupKey; points: [number, number][] }[];
  depot: Depot;
}

const LINE_COLORS: Record<GroupKey, string> = { take_to_curb: '#2b6cb0', return_to_house: '#6b46c1' };
const TYPE_COLORS: Record<string, string> = { take_to_curb: 'blue', return_to_house: 'purple' };

export default function MapView({ stops, lines, depot }: MapViewProps) {
  const groups = useMemo(() => markerGroups(stops), [stops]);
  const employees = useLiveQuery(() => db.employees.toArray(), []);
  const crews = useMemo(() => planCrews(employees ?? []), [employees]);
  // The legend names only the crew members with a stop on the map, as the crew plan's list does.
  const shown = useMemo(
    () => crews.filter((c) => stops.some((s) => s.crew.some((x) => x.employeeId === c.id))),
    [crews, stops],
  );
  return (
    <Stack gap="2">
      <MapLegend crews={shown} unassigned={stops.some((s) => s.crew.length === 0)} />
      <Box
        h={`${MAP_HEIGHT_PX}px`}
        maxH="80vh"
        borderWidth="1px"
        borderRadius="md"
        overflow="hidden"
        data-testid="route-map"
      >
        <MapContainer
          center={[MAP_CENTER.lat, MAP_CENTER.lng]}
          zoom={MAP_ZOOM.default}
          minZoom={MAP_ZOOM.min}
          maxZoom={MAP_ZOOM.max}
          style={{ height: '100%', width: '100%' }}
        >
          <OsmTileLayer />
          {lines.map((l) => (
            <Polyline
              key={l.group}
              positions={l.points}
              className={`rp-route rp-route-${l.group}`}
              pathOptions={{ color: LINE_COLORS[l.group], weight: 4, opacity: 0.8 }}
            />
          ))}
          {lines.length > 0 && (
            <CircleMarker center={[depot.lat, depot.lng]} radius={7} pathOptions={{ color: '#1a202c', fillOpacity: 1 }}>
              <Tooltip>Start</Tooltip>
            </CircleMarker>
          )}
          {groups.map((g) => (
            <StopMarker key={g.key} group={g} crew={markerCrew(g, crews)} />
          ))}
        </MapContainer>
      </Box>
    </Stack>
  );
}

/** Which colour is whose: the same swatches as the crew plan's legend. */
function MapLegend({ crews, unassigned }: { crews: readonly PlanCrew[]; unassigned: boolean }) {
  if (crews.length === 0 && !unassigned) return null;
  return (
    <HStack
      as="ul"
      gap="3"
      wrap="wrap"
      listStyleType="none"
      p="0"
      m="0"
      aria-label="Map legend"
      data-testid="map-legend"
    >
      {crews.map((c) => (
        <HStack as="li" key={c.id} gap="1" data-crew-id={c.id}>
          <Box w="3" h="3" borderRadius="full" bg={c.color} />
          <Text fontSize="sm">{c.name}</Text>
        </HStack>
      ))}
      {unassigned && (
        <HStack as="li" gap="1">
          <Box
            w="3"
            h="3"
            borderRadius="full"
            bg="#4a5568"
            borderWidth="1px"
            borderStyle="dashed"
            borderColor="white"
          />
          <Text fontSize="sm">No crew yet</Text>
        </HStack>
      )}
    </HStack>
  );
}

function StopMarker({ group, crew }: { group: MarkerGroup; crew: PlanCrew | null }) {
  const unassigned = group.tasks.some((t) => t.crew.length === 0);
  const icon = useMemo(
    () =>
      L.divIcon({
        html: markerHtml(group.label, group.tasks.length, unassigned, crew),
        className: 'rp-divicon',
        iconSize: [52, 28],
        iconAnchor: [26, 14],
        popupAnchor: [0, -14],
      }),
    [group.label, group.tasks.length, unassigned, crew],
  );
  return (
    <Marker position={[group.lat, group.lng]} icon={icon} title={`${group.customerName}, ${group.address}`}>
      <Popup>
        <Stack gap="1" minW="52" data-testid="map-popup">
          <Link asChild fontWeight="semibold" colorPalette="green">
            <RouterLink to={`/customer/${group.customerId}`}>{group.customerName}</RouterLink>
          </Link>
          <Text as="div" m="0">
            {group.address}
          </Text>
          {group.fallback && (
            <Text as="div" m="0" fontSize="xs" color="fg.muted">
              No coordinates: shown at the default point
            </Text>
          )}
          {group.phone && (
            <Text as="div" m="0">
              {formatPhoneParens(group.phone)}
            </Text>
          )}
          {group.tasks.map((t) => (
            <HStack key={t.taskId} gap="1" wrap="wrap">
              <Badge colorPalette={TYPE_COLORS[t.taskType] ?? 'gray'}>
                {ROUTE_DIRECTION_LABELS[t.taskType] ?? titleCase(t.taskType)}
              </Badge>
              <Badge colorPalette={plannerStatusColor(t.status)}>{titleCase(t.status)}</Badge>
              <Text as="div" m="0" fontSize="xs" color="fg.muted">
                {formatDate(t.scheduledDate, 'MMM d')}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Popup>
    </Marker>
  );
}
