// The stored fence on a map (zoom 16, OpenStreetMap tiles): the home point and the fence circle. When the
// tiles cannot be loaded (offline, blocked), `onUnavailable` lets the caller show the drawing instead.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import 'leaflet/dist/leaflet.css';
import { GEOFENCE_MAP_ZOOM } from '@hemvakt/contract/geofence';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

interface GeofenceTileMapProps {
  lat: number;
  lng: number;
  radius: number;
  onUnavailable: () => void;
}

export function GeofenceTileMap({ lat, lng, radius, onUnavailable }: GeofenceTileMapProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const failed = useRef(onUnavailable);
  useEffect(() => {
    failed.current = onUnavailable;
  });

  useEffect(() => {
    let map: import('leaflet').Map | undefined;
    let cancelled = false;
    void import('leaflet').then((L) => {
      if (cancelled || !element.current) return;
      map = L.map(element.current, { zoomControl: true, attributionControl: true }).setView(
        [lat, lng],
        GEOFENCE_MAP_ZOOM,
      );
      const tiles = L.tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
      let loaded = false;
      tiles.on('tileload', () => (loaded = true));
      tiles.on('tileerror', () => {
        if (!loaded) failed.current();
      });
      L.circle([lat, lng], { radius, className: 'geofence-map__fence' }).addTo(map);
      L.circleMarker([lat, lng], { radius: 7, className: 'geofence-map__point' }).addTo(map);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [lat, lng, radius]);

  return (
    <div
      ref={element}
      className="geofence-tile-map"
      role="img"
      aria-label={t('geofence.tileMapLabel', { radius })}
      data-testid="geofence-tile-map"
    />
  );
}
