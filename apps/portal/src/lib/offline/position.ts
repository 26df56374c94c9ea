/** Where the device is, as a note keeps it: WGS84 degrees and the accuracy in metres. */
export interface DevicePosition {
  latitude: number;
  longitude: number;
  accuracyM: number;
}

/** Why no position came: the user (or the browser's settings) refused, or none could be found in time. */
type PositionFailure = 'denied' | 'unavailable';

const TIMEOUT_MS = 15_000;

/**
 * The device's position now (GPS when there is one: high accuracy, 15 s at most, no cached fix older
 * than a minute). Rejects with a `PositionFailure`.
 */
export function currentPosition(geolocation: Geolocation = navigator.geolocation): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('unavailable' satisfies PositionFailure));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracyM: coords.accuracy }),
      (error) =>
        reject(
          new Error(
            (error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable') satisfies PositionFailure,
          ),
        ),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
