import type { WeedMapPosition } from '@dossel/portal-widgets';
import { useEffect, useState } from 'react';

/** Why there is no position: refused (by the user or the browser's settings), or not found. */
export type WatchFailure = 'denied' | 'unavailable';

export interface WatchedPosition {
  position: WeedMapPosition | null;
  failure: WatchFailure | null;
}

const NOT_WATCHING: WatchedPosition = { position: null, failure: null };
const NO_GEOLOCATION: WatchedPosition = { position: null, failure: 'unavailable' };

/**
 * The device's position while `watching`, followed as the user walks (GPS when there is one). Stops
 * when not watching or unmounted: the GPS costs battery in the field.
 */
export function useWatchedPosition(watching: boolean): WatchedPosition {
  const [state, setState] = useState<WatchedPosition>(NOT_WATCHING);
  const supported = 'geolocation' in navigator;
  useEffect(() => {
    if (!watching || !supported) return undefined;
    const id = navigator.geolocation.watchPosition(
      ({ coords }) =>
        setState({
          position: { lon: coords.longitude, lat: coords.latitude, accuracyM: coords.accuracy },
          failure: null,
        }),
      (error) =>
        setState({
          position: null,
          failure: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        }),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(id);
      // The next watch starts from 'looking for it', not from where the user stood then.
      setState(NOT_WATCHING);
    };
  }, [watching, supported]);
  if (!watching) return NOT_WATCHING;
  return supported ? state : NO_GEOLOCATION;
}
