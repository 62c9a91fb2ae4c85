/**
 * Where a Dutch postal code roughly lies, without any network service: approximate centroids of the 2-digit
 * postal regions (10..99, the first two digits of the 4-digit PC4). The backend prefers the centroid of known
 * vacancies and organization addresses with the same PC4 and falls back to these; within a region the error is
 * a few kilometres at most, which is fine for "within 10 km".
 */
export interface Point {
  latitude: number;
  longitude: number;
}

// prettier-ignore
const REGION_CENTROIDS: Record<number, [number, number]> = {
  10: [52.372, 4.895], 11: [52.305, 4.905], 12: [52.230, 5.170], 13: [52.372, 5.218], 14: [52.500, 4.955],
  15: [52.465, 4.790], 16: [52.650, 5.070], 17: [52.850, 4.800], 18: [52.630, 4.750], 19: [52.500, 4.655],
  20: [52.381, 4.637], 21: [52.310, 4.665], 22: [52.225, 4.460], 23: [52.160, 4.490], 24: [52.130, 4.660],
  25: [52.075, 4.300], 26: [52.010, 4.360], 27: [52.060, 4.495], 28: [52.015, 4.705], 29: [51.925, 4.600],
  30: [51.922, 4.479], 31: [51.915, 4.345], 32: [51.845, 4.300], 33: [51.810, 4.670], 34: [52.040, 5.060],
  35: [52.090, 5.120], 36: [52.150, 5.030], 37: [52.090, 5.240], 38: [52.156, 5.388], 39: [52.025, 5.560],
  40: [51.887, 5.430], 41: [51.925, 5.200], 42: [51.835, 4.975], 43: [51.690, 3.900], 44: [51.500, 3.890],
  45: [51.310, 3.780], 46: [51.495, 4.290], 47: [51.530, 4.465], 48: [51.589, 4.776], 49: [51.645, 4.860],
  50: [51.560, 5.083], 51: [51.685, 5.065], 52: [51.697, 5.304], 53: [51.775, 5.420], 54: [51.660, 5.615],
  55: [51.400, 5.400], 56: [51.441, 5.478], 57: [51.480, 5.660], 58: [51.560, 5.950], 59: [51.370, 6.170],
  60: [51.195, 5.900], 61: [51.000, 5.865], 62: [50.851, 5.691], 63: [50.880, 5.850], 64: [50.885, 6.005],
  65: [51.842, 5.853], 66: [51.850, 5.700], 67: [52.010, 5.690], 68: [51.985, 5.899], 69: [51.930, 6.075],
  70: [51.965, 6.290], 71: [51.960, 6.650], 72: [52.140, 6.200], 73: [52.211, 5.969], 74: [52.255, 6.160],
  75: [52.220, 6.880], 76: [52.357, 6.662], 77: [52.575, 6.620], 78: [52.780, 6.900], 79: [52.720, 6.470],
  80: [52.512, 6.091], 81: [52.400, 6.270], 82: [52.518, 5.470], 83: [52.710, 5.750], 84: [52.960, 5.920],
  85: [52.975, 5.780], 86: [53.030, 5.660], 87: [53.170, 5.420], 88: [53.180, 5.550], 89: [53.201, 5.799],
  90: [53.250, 5.950], 91: [53.325, 5.995], 92: [53.110, 6.100], 93: [53.140, 6.430], 94: [52.993, 6.562],
  95: [53.000, 6.950], 96: [53.150, 6.800], 97: [53.219, 6.567], 98: [53.300, 6.450], 99: [53.330, 6.860],
};

/** The 4 digits of a Dutch postal code ("1234 AB", "1234ab", "1234"), or null when it is not one. */
export function pc4(postalCode: string): string | null {
  const match = /^\s*([1-9]\d{3})\s*([A-Za-z]{2})?\s*$/.exec(postalCode);
  return match?.[1] ?? null;
}

/** The approximate centroid of the postal code's 2-digit region, or null when it is not a Dutch postal code. */
export function regionCentroid(postalCode: string): Point | null {
  const code = pc4(postalCode);
  if (!code) return null;
  const centroid = REGION_CENTROIDS[Number(code.slice(0, 2))];
  return centroid ? { latitude: centroid[0], longitude: centroid[1] } : null;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude/longitude box that contains every point within `km` of the centre: a cheap, index-friendly
 * prefilter before the exact haversine distance.
 */
export function boundingBox(centre: Point, km: number) {
  const dLat = km / 111.2;
  const dLng = km / (111.2 * Math.max(0.01, Math.cos(rad(centre.latitude))));
  return {
    minLatitude: centre.latitude - dLat,
    maxLatitude: centre.latitude + dLat,
    minLongitude: centre.longitude - dLng,
    maxLongitude: centre.longitude + dLng,
  };
}
