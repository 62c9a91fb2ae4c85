/**
 * "Near a postal code": the postal-code field and the distance choice of the public GET search forms (the vacancy
 * bank, the social map). Plain controls, so the search works without JavaScript; the texts come in translated.
 */
import { Input } from './input';
import { Label } from './label';
import { Select } from './select';

export interface PostalCodeDistanceLabels {
  postalCode: string;
  postalCodeHint: string;
  distance: string;
  anyDistance: string;
  /** "Within 5 km". */
  withinKm: (km: number) => string;
}

interface Props {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  postalCode: string | undefined;
  distanceKm: number | undefined;
  distances: readonly number[];
  /** The URL parameter of the distance. */
  distanceName?: string;
  labels: PostalCodeDistanceLabels;
}

export function PostalCodeDistanceFields({ idPrefix, postalCode, distanceKm, distances, distanceName = 'distance_km', labels }: Props) {
  return (
    <>
      <div>
        <Label htmlFor={`${idPrefix}-postal`}>{labels.postalCode}</Label>
        <Input
          id={`${idPrefix}-postal`}
          name="postal_code"
          defaultValue={postalCode ?? ''}
          autoComplete="postal-code"
          aria-describedby={`${idPrefix}-postal-hint`}
          maxLength={7}
          className="mt-1"
        />
        <p id={`${idPrefix}-postal-hint`} className="mt-1 text-xs text-muted-700 dark:text-muted-300">
          {labels.postalCodeHint}
        </p>
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-distance`}>{labels.distance}</Label>
        <Select id={`${idPrefix}-distance`} name={distanceName} defaultValue={distanceKm ? String(distanceKm) : ''} className="mt-1">
          <option value="">{labels.anyDistance}</option>
          {distances.map((km) => (
            <option key={km} value={km}>
              {labels.withinKm(km)}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}
