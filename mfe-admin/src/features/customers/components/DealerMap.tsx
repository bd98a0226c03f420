// Loaded lazily by the dealer-locator dialog only: leaflet and its stylesheet stay out of every other chunk.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import styles from './DealerMap.module.css';

/** Spec section 9: the dealer-locator map opens at zoom 18. */
export const DEALER_MAP_ZOOM = 18;
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

// a pin drawn in CSS: leaflet's default marker images are found through its stylesheet's URLs, which a
// bundled stylesheet does not keep
const PIN = L.divIcon({
  className: '',
  html: '<span style="display:block;width:26px;height:26px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:var(--ds-brand, #1f4e8c);border:3px solid #fff;box-shadow:0 2px 6px rgba(0,0,0,.35)"></span>',
  iconSize: [26, 26],
  iconAnchor: [13, 26],
});

export interface DealerMapProps {
  latitude: number;
  longitude: number;
  /** the marker was dragged to a new place */
  onMove: (latitude: number, longitude: number) => void;
  /** accessible name of the map region */
  label: string;
  /** accessible name of the draggable marker */
  markerLabel: string;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** An OpenStreetMap map with one draggable marker that sets latitude and longitude. */
export function DealerMap({ latitude, longitude, onMove, label, markerLabel }: DealerMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    if (!box.current) return;
    const m = L.map(box.current, { center: [latitude, longitude], zoom: DEALER_MAP_ZOOM });
    L.tileLayer(OSM_TILE_URL, { maxZoom: 19, attribution: OSM_ATTRIBUTION }).addTo(m);
    const mk = L.marker([latitude, longitude], { draggable: true, icon: PIN, title: markerLabel, alt: markerLabel, keyboard: true }).addTo(m);
    mk.on('dragend', () => {
      const p = mk.getLatLng();
      moved.current(round(p.lat), round(p.lng));
    });
    map.current = m;
    marker.current = mk;
    // the dialog animates open: let leaflet measure its box once it is laid out
    const t = setTimeout(() => m.invalidateSize(), 150);
    return () => {
      clearTimeout(t);
      m.remove();
      map.current = null;
      marker.current = null;
    };
    // created once; position changes are applied below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // the numbers typed in the dialog move the marker too
  useEffect(() => {
    const mk = marker.current;
    if (!mk || !map.current) return;
    const p = mk.getLatLng();
    if (round(p.lat) === round(latitude) && round(p.lng) === round(longitude)) return;
    mk.setLatLng([latitude, longitude]);
    map.current.panTo([latitude, longitude]);
  }, [latitude, longitude]);

  return <div ref={box} role="region" aria-label={label} className={styles.map} />;
}
