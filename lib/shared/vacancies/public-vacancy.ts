/**
 * A vacancy as the public pages show it: plain values read defensively from the API's resource, so a missing or
 * unexpected attribute renders as "not given" instead of breaking the page. Pure (unit-tested).
 */
import { isActivityFrequency, isVacancyType, type VacancyWire } from '@/domain/vacancies';
import type { Resource } from '@/lib/shared/api/jsonapi';

/**
 * The served attributes (domain/vacancies.ts) the public pages show: not the status, the contact person's id or
 * the creation time; the distance to the searched place from the resource's meta.
 */
export interface PublicVacancy extends Omit<VacancyWire, 'status' | 'contactPersonId' | 'createdAt' | 'updatedAt' | 'organizationId'> {
  id: string;
  updatedAt: string | null;
  organizationId: string | null;
  distanceKm: number | null;
}

export interface ContactPerson {
  fullName: string;
  email: string | null;
  phoneNumber: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.map(num).filter((n): n is number => n !== null) : []);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s !== '') : []);

export function toPublicVacancy(r: Resource): PublicVacancy {
  const type = isVacancyType(r.vacancyType) ? r.vacancyType : 'volunteering';
  const frequency = isActivityFrequency(r.activityFrequency) ? r.activityFrequency : null;
  const meta = (r.meta ?? {}) as Record<string, unknown>;
  return {
    id: String(r.id),
    title: str(r.title) ?? '',
    vacancyType: type,
    summary: str(r.summary),
    description: str(r.description),
    tags: strings(r.tags),
    ageGroupIds: numbers(r.ageGroupIds),
    hoursPerWeek: num(r.hoursPerWeek),
    street: str(r.street),
    houseNumber: str(r.houseNumber),
    postalCode: str(r.postalCode),
    city: str(r.city),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    remote: r.remote === true,
    activityFrequency: frequency,
    startsOn: str(r.startsOn),
    endsOn: str(r.endsOn),
    startTime: str(r.startTime),
    endTime: str(r.endTime),
    weekdays: numbers(r.weekdays).filter((d) => d >= 1 && d <= 7),
    imageUrl: str(r.imageUrl),
    expiresAt: str(r.expiresAt),
    publishedAt: str(r.publishedAt),
    updatedAt: str(r.updatedAt),
    organizationId: r.organizationId === null || r.organizationId === undefined ? null : String(r.organizationId),
    organizationName: str(r.organizationName) ?? '',
    distanceKm: num(meta.distanceKm ?? meta.distance_km),
    contactPhoneVisible: r.contactPhoneVisible === true,
  };
}

/** The included contact person: the API leaves the phone number out unless the vacancy shows it. */
export function toContactPerson(r: Resource | null | undefined): ContactPerson | null {
  if (!r) return null;
  const fullName = str(r.fullName) ?? [str(r.firstName), str(r.lastName)].filter(Boolean).join(' ');
  if (!fullName) return null;
  return { fullName, email: str(r.email), phoneNumber: str(r.phoneNumber) };
}

/** "Stationsplein 1, 3811 AB Amersfoort" from what is filled in. */
export function addressLine(v: Pick<PublicVacancy, 'street' | 'houseNumber' | 'postalCode' | 'city'>): string | null {
  const street = [v.street, v.houseNumber].filter(Boolean).join(' ');
  const place = [v.postalCode, v.city].filter(Boolean).join(' ');
  const line = [street, place].filter(Boolean).join(', ');
  return line || null;
}

/** Map markers: only vacancies with coordinates. */
export interface MapMarker {
  id: string;
  title: string;
  href: string;
  latitude: number;
  longitude: number;
}

export function mapMarkers(vacancies: readonly PublicVacancy[], hrefOf: (v: PublicVacancy) => string): MapMarker[] {
  return vacancies
    .filter((v) => v.latitude !== null && v.longitude !== null)
    .map((v) => ({ id: v.id, title: v.title, href: hrefOf(v), latitude: v.latitude!, longitude: v.longitude! }));
}
