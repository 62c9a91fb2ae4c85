/** Volunteer centers (docs/domain.md#tenants-and-centers): who runs one. */
import { type Holder, isAdmin, isCenterStaff } from './roles';

/** A center's profile, branding (logos, favicon), design, footer and settings are its staff's (admins: every center of their tenant). */
export const mayEditCenter = (actor: Holder): boolean => isCenterStaff(actor);

/** Creating and managing centers is the admins'. */
export const mayManageCenters = (actor: Holder): boolean => isAdmin(actor);
