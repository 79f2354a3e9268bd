// The fence on a map when map tiles load (a stored fence), otherwise a drawing to scale: the home point,
// the fence circle, a 50 m grid, a 100 m scale bar and north. The caption gives the coordinates.
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const GeofenceTileMap = lazy(() =>
  import('./geofence-tile-map').then((m) => ({ default: m.GeofenceTileMap })),
);

/** Metres per drawing unit: the largest radius (300 m) fills most of the height. */
const METRES_PER_UNIT = 3;
const WIDTH = 360;
const HEIGHT = 240;
const GRID_METRES = 50;
const SCALE_BAR_METRES = 100;

export function formatCoordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(5)}° ${value >= 0 ? positive : negative}`;
}

interface GeofenceMapProps {
  radius: number;
  position: { lat: number; lng: number } | null;
}

export function GeofenceMap({ radius, position }: GeofenceMapProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [tilesFailed, setTilesFailed] = useState(false);
  const onMap = position !== null && !tilesFailed;
  const cx = WIDTH / 2;
  const cy = HEIGHT / 2;
  const r = radius / METRES_PER_UNIT;
  const grid = GRID_METRES / METRES_PER_UNIT;
  const bar = SCALE_BAR_METRES / METRES_PER_UNIT;
  const lines: number[] = [];
  for (let offset = grid; offset < WIDTH / 2; offset += grid) lines.push(offset);
  const coordinates = position
    ? `${formatCoordinate(position.lat, 'N', 'S')}, ${formatCoordinate(position.lng, 'E', 'W')}`
    : null;
  const description = coordinates
    ? t('geofence.mapLabel', { radius, coordinates })
    : t('geofence.mapPreviewLabel', { radius });

  return (
    <figure className={`geofence-map${position ? '' : ' geofence-map--preview'}`} data-testid="geofence-map">
      {onMap ? (
        <Suspense fallback={<div className="geofence-tile-map" />}>
          <GeofenceTileMap
            lat={position.lat}
            lng={position.lng}
            radius={radius}
            onUnavailable={() => setTilesFailed(true)}
          />
        </Suspense>
      ) : (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
          <title id={titleId}>{description}</title>
          <rect width={WIDTH} height={HEIGHT} className="geofence-map__ground" />
          {lines.map((offset) => (
            <g key={offset} className="geofence-map__grid">
              <line x1={cx + offset} y1={0} x2={cx + offset} y2={HEIGHT} />
              <line x1={cx - offset} y1={0} x2={cx - offset} y2={HEIGHT} />
              <line x1={0} y1={cy + offset} x2={WIDTH} y2={cy + offset} />
              <line x1={0} y1={cy - offset} x2={WIDTH} y2={cy - offset} />
            </g>
          ))}
          <circle cx={cx} cy={cy} r={r} className="geofence-map__fence" />
          <line x1={cx} y1={cy} x2={cx + r} y2={cy} className="geofence-map__radius" />
          <text x={cx + r / 2} y={cy - 6} textAnchor="middle" className="geofence-map__radius-label">
            {radius} m
          </text>
          <g className="geofence-map__home" transform={`translate(${cx} ${cy})`}>
            <circle r={11} />
            <path d="M-5.5 1.5 L0 -4 L5.5 1.5 M-3.5 0 V5 H3.5 V0" />
          </g>
          <g className="geofence-map__scale" transform={`translate(14 ${HEIGHT - 16})`}>
            <rect x={-6} y={-16} width={bar + 12} height={24} rx={4} />
            <path d={`M0 0 H${bar} M0 -4 V4 M${bar} -4 V4`} />
            <text x={bar / 2} y={-5} textAnchor="middle">
              {SCALE_BAR_METRES} m
            </text>
          </g>
          <g className="geofence-map__north" transform={`translate(${WIDTH - 22} 36)`}>
            <circle r={13} />
            <path d="M0 -8 L5 6 L0 3 L-5 6 Z" />
            <text y={-17} textAnchor="middle">
              N
            </text>
          </g>
        </svg>
      )}
      <figcaption>
        {coordinates ? (
          <>
            <strong>{t('geofence.homePoint')}</strong> {coordinates}
          </>
        ) : (
          t('geofence.previewCaption')
        )}
        {onMap ? null : <span className="geofence-map__note">{t('geofence.schematicNote')}</span>}
      </figcaption>
    </figure>
  );
}
