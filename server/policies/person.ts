/** The viewer as domain/'s rules see a person: their user id beside their roles. */
import type { Person } from '@/domain/roles';
import type { Viewer } from '../context';

export const asPerson = (actor: Viewer | null): Person<number> | null => (actor ? { id: actor.user.id, roles: actor.roles } : null);
