/**
 * Every route of the backend (server/app.ts) as data: method, path, who may call it, and the zod schemas and
 * query specs its handler validates with, imported from the resources themselves so the OpenAPI document
 * (build.ts) cannot drift from what the handlers accept. tests/api/openapi.test.ts fails when a route has no
 * entry here or an entry has no route.
 */
import { z } from 'zod';
import { UPLOAD_PURPOSES } from '@/lib/shared/uploads/rules';
import type { QuerySpec } from '../jsonapi/query';
import { confirmAccountBody, signInAsBody } from '../resources/accounts/routes';
import { listSpec as applicationListSpec } from '../resources/applications/routes';
import { applicationUpdate, confirmBody as applicationConfirmBody, guestApplication, memberApplication } from '../resources/applications/schemas';
import { resetBody, resetRequest, signInBody } from '../resources/auth/routes';
import { confirmBody as emailConfirmBody, emailChangeBody } from '../resources/current-user/account-routes';
import { deleteBody } from '../resources/accounts/self-deletion';
import { currentOrganizationSpec } from '../resources/current-user/routes';
import { listSpec as mediaFileListSpec } from '../resources/media-files/routes';
import { menuListSpec, menuShowSpec } from '../resources/menus/routes';
import { menuItemCreate, menuItemUpdate, menuUpdate, orderBody } from '../resources/menus/schemas';
import { listSpec as notificationListSpec } from '../resources/notifications/routes';
import { INCLUDES as ORGANIZATION_INCLUDES, listSpec as organizationListSpec } from '../resources/organizations/routes';
import { moveAttributes, organizationCreate, organizationSignup, organizationUpdate, statusUpdate } from '../resources/organizations/schemas';
import { bySlugSpec, newsSpec, publicMenusSpec } from '../resources/pages/public-routes';
import { listSpec as pageListSpec, showSpec as pageShowSpec } from '../resources/pages/routes';
import { MAX_BLOCKS, blockEntry, pageCreate, pageUpdate } from '../resources/pages/schemas';
import { create as stockImageCreate, listSpec as stockImageListSpec, update as stockImageUpdate } from '../resources/stock-images/routes';
import { INCLUDES as USER_INCLUDES, listSpec as userListSpec } from '../resources/users/routes';
import { currentUserUpdate, registration, roleChange, userCreate, userUpdate } from '../resources/users/schemas';
import { manageSpec, searchSpec, showSpec as vacancyShowSpec } from '../resources/vacancies/routes';
import { bulkEdit, vacancyCreate, vacancyUpdate } from '../resources/vacancies/schemas';
import { PROFILE_BODY_TYPES, listSpec as centerListSpec, showSpec as centerShowSpec } from '../resources/volunteer-centers/routes';
import { profileUpdate } from '../resources/volunteer-centers/schemas';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** none: no headers needed; optional: answers differ when signed in; required: 401 without a session. */
export type Auth = 'none' | 'optional' | 'required';

export type Body =
  /** A JSON:API document `{data: {type, id?, attributes}}`; with `idInPath` a body id must equal the path id. */
  | { kind: 'resource'; name: string; types: readonly string[]; attributes: z.ZodType; idInPath?: boolean }
  /** Flat JSON (the devise-style calls). */
  | { kind: 'plain'; name: string; schema: z.ZodType }
  /** Either of the two above, whichever the client sends. */
  | { kind: 'either'; name: string; types: readonly string[]; schema: z.ZodType }
  /** A whole JSON document validated as one schema (lists under `data`). */
  | { kind: 'document'; name: string; schema: z.ZodType }
  | { kind: 'multipart'; name: string; fields: Record<string, { description: string; required: boolean; binary?: boolean; enum?: readonly string[] }> };

export type Success =
  | { status: 200 | 201 | 202; kind: 'resource' | 'collection'; type: string }
  | { status: 200 | 201 | 202; kind: 'meta' }
  | { status: 200; kind: 'other'; mediaType: string }
  | { status: 204; kind: 'empty' };

export interface Operation {
  method: Method;
  /** OpenAPI form: {id} where Hono has :id. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  auth: Auth;
  /** Who passes the policy check (docs/api.md), in words. */
  who: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any filter map: the specs are heterogeneous
  query?: QuerySpec<any>;
  body?: Body;
  success: Success;
}

const API = '/api/v1';
const resource = (type: string, status: 200 | 201 | 202 = 200): Success => ({ status, kind: 'resource', type });
const collection = (type: string): Success => ({ status: 200, kind: 'collection', type });
const meta = (status: 200 | 202 = 200): Success => ({ status, kind: 'meta' });
const empty: Success = { status: 204, kind: 'empty' };
const USERS = ['users', 'user'] as const;
const STAFF = 'center staff (admin, center_superuser)';
const CONTENT = 'center staff and content managers';

/** Applying: a signed-in volunteer sends a message only; a guest says who they are. */
const applicationCreate = z.union([memberApplication, guestApplication]);
const contentBlocksBody = z.object({ data: z.array(blockEntry).max(MAX_BLOCKS) }).strict();

export const operations: readonly Operation[] = [
  // Auth (devise_token_auth compatible, flat JSON)
  { method: 'post', path: '/auth/sign_in', operationId: 'signIn', summary: 'Sign in', tag: 'Auth', auth: 'none', who: 'anyone', body: { kind: 'plain', name: 'SignIn', schema: signInBody }, success: resource('users') },
  { method: 'delete', path: '/auth/sign_out', operationId: 'signOut', summary: "Sign out (revokes this client's token)", tag: 'Auth', auth: 'required', who: 'signed in', success: meta() },
  { method: 'get', path: '/auth/validate_token', operationId: 'validateToken', summary: 'The signed-in user, when the headers are valid', tag: 'Auth', auth: 'required', who: 'signed in', success: resource('users') },
  { method: 'post', path: '/auth', operationId: 'register', summary: 'Volunteer sign-up; mails a confirmation link', tag: 'Auth', auth: 'none', who: 'anyone', body: { kind: 'plain', name: 'Registration', schema: registration }, success: resource('users', 201) },
  { method: 'post', path: '/auth/password', operationId: 'requestPasswordReset', summary: 'Mails a reset link if the address exists (same answer either way)', tag: 'Auth', auth: 'none', who: 'anyone', body: { kind: 'plain', name: 'EmailRequest', schema: resetRequest }, success: meta() },
  { method: 'put', path: '/auth/password', operationId: 'resetPassword', summary: 'New password with a mailed token (reset or invitation)', tag: 'Auth', auth: 'optional', who: 'anyone with a mailed token', body: { kind: 'plain', name: 'PasswordReset', schema: resetBody }, success: resource('users') },
  { method: 'post', path: '/auth/confirmation', operationId: 'resendConfirmation', summary: 'Sends the confirmation mail again', tag: 'Auth', auth: 'none', who: 'anyone', body: { kind: 'plain', name: 'EmailRequest', schema: resetRequest }, success: meta() },

  // Accounts
  { method: 'post', path: `${API}/confirm`, operationId: 'confirmAccount', summary: 'Confirms an e-mail address with a mailed token', tag: 'Accounts', auth: 'none', who: 'anyone with the link', body: { kind: 'plain', name: 'AccountConfirmation', schema: confirmAccountBody }, success: resource('users') },
  { method: 'post', path: `${API}/sign_in_as_user`, operationId: 'signInAsUser', summary: "Receives another user's auth headers (audited)", tag: 'Accounts', auth: 'required', who: 'admin', body: { kind: 'either', name: 'SignInAs', types: USERS, schema: signInAsBody }, success: resource('users') },

  // Volunteer centers
  { method: 'get', path: `${API}/volunteer_centers`, operationId: 'listVolunteerCenters', summary: 'Volunteer centers', tag: 'Volunteer centers', auth: 'none', who: 'anyone', query: centerListSpec, success: collection('volunteer_centers') },
  { method: 'get', path: `${API}/volunteer_centers/current`, operationId: 'showCurrentVolunteerCenter', summary: "The request's center (branding, footer, theme)", tag: 'Volunteer centers', auth: 'none', who: 'anyone', query: centerShowSpec, success: resource('volunteer_centers') },
  { method: 'get', path: `${API}/volunteer_centers/{id}`, operationId: 'showVolunteerCenter', summary: 'A volunteer center', tag: 'Volunteer centers', auth: 'none', who: 'anyone', query: centerShowSpec, success: resource('volunteer_centers') },
  { method: 'patch', path: `${API}/volunteer_centers/current`, operationId: 'updateCurrentVolunteerCenter', summary: "The current center's profile", tag: 'Volunteer centers', auth: 'required', who: STAFF, body: { kind: 'resource', name: 'VolunteerCenterProfileUpdate', types: PROFILE_BODY_TYPES, attributes: profileUpdate }, success: resource('volunteer_centers') },

  // Organizations
  { method: 'get', path: `${API}/organizations`, operationId: 'listOrganizations', summary: 'Organizations (approved ones for the public)', tag: 'Organizations', auth: 'optional', who: 'anyone; staff see all but deleted', query: organizationListSpec, success: collection('organizations') },
  { method: 'get', path: `${API}/organizations/{id}`, operationId: 'showOrganization', summary: 'An organization', tag: 'Organizations', auth: 'optional', who: 'anyone (approved); staff; members', query: { includes: ORGANIZATION_INCLUDES }, success: resource('organizations') },
  { method: 'post', path: `${API}/organizations`, operationId: 'createOrganization', summary: 'Creates an organization (approved)', tag: 'Organizations', auth: 'required', who: STAFF, body: { kind: 'resource', name: 'OrganizationCreate', types: ['organizations', 'organization'], attributes: organizationCreate }, success: resource('organizations', 201) },
  { method: 'put', path: `${API}/organizations/{id}/approve`, operationId: 'approveOrganization', summary: 'Approves or denies an organization (mails the decision)', tag: 'Organizations', auth: 'required', who: STAFF, body: { kind: 'resource', name: 'OrganizationStatusUpdate', types: ['organizations', 'organization'], attributes: statusUpdate, idInPath: true }, success: resource('organizations') },
  { method: 'put', path: `${API}/organizations/{id}`, operationId: 'replaceOrganization', summary: 'Updates an organization', tag: 'Organizations', auth: 'required', who: `${STAFF}; its organization superusers (no status change)`, body: { kind: 'resource', name: 'OrganizationUpdate', types: ['organizations', 'organization'], attributes: organizationUpdate, idInPath: true }, success: resource('organizations') },
  { method: 'patch', path: `${API}/organizations/{id}`, operationId: 'updateOrganization', summary: 'Updates an organization', tag: 'Organizations', auth: 'required', who: `${STAFF}; its organization superusers (no status change)`, body: { kind: 'resource', name: 'OrganizationUpdate', types: ['organizations', 'organization'], attributes: organizationUpdate, idInPath: true }, success: resource('organizations') },
  { method: 'delete', path: `${API}/organizations/{id}`, operationId: 'deleteOrganization', summary: 'Soft-deletes an organization (status deleted)', tag: 'Organizations', auth: 'required', who: STAFF, success: empty },
  { method: 'post', path: `${API}/organizations/{id}/move`, operationId: 'moveOrganization', summary: 'Moves an organization to another center of the tenant', tag: 'Organizations', auth: 'required', who: STAFF, body: { kind: 'resource', name: 'OrganizationMove', types: ['organizations', 'organization'], attributes: moveAttributes, idInPath: true }, success: resource('organizations') },
  { method: 'post', path: `${API}/organizations/signup`, operationId: 'signUpOrganization', summary: 'An organization signs itself up (pending) with its first user', tag: 'Organizations', auth: 'none', who: 'anyone', body: { kind: 'resource', name: 'OrganizationSignup', types: ['organizations', 'organization'], attributes: organizationSignup }, success: resource('organizations', 201) },

  // Users
  { method: 'get', path: `${API}/users`, operationId: 'listUsers', summary: 'Users of the center', tag: 'Users', auth: 'required', who: `${STAFF}; organization superusers and mentors (their organizations)`, query: userListSpec, success: collection('users') },
  { method: 'get', path: `${API}/users/{id}`, operationId: 'showUser', summary: 'A user', tag: 'Users', auth: 'required', who: 'self, staff, managers of their organizations', query: { includes: USER_INCLUDES }, success: resource('users') },
  { method: 'post', path: `${API}/users`, operationId: 'inviteUser', summary: 'Invites a user (invitation mail)', tag: 'Users', auth: 'required', who: `${STAFF}; organization superusers for their organization`, body: { kind: 'resource', name: 'UserCreate', types: USERS, attributes: userCreate }, success: resource('users', 201) },
  { method: 'patch', path: `${API}/users/{id}`, operationId: 'updateUser', summary: 'Updates a user', tag: 'Users', auth: 'required', who: 'self, staff, organization superusers (their members)', body: { kind: 'resource', name: 'UserUpdate', types: USERS, attributes: userUpdate, idInPath: true }, success: resource('users') },
  { method: 'put', path: `${API}/users/{id}`, operationId: 'replaceUser', summary: 'Updates a user', tag: 'Users', auth: 'required', who: 'self, staff, organization superusers (their members)', body: { kind: 'resource', name: 'UserUpdate', types: USERS, attributes: userUpdate, idInPath: true }, success: resource('users') },
  { method: 'delete', path: `${API}/users/{id}`, operationId: 'deleteUser', summary: 'Removes a user', tag: 'Users', auth: 'required', who: 'staff (admins only by admins)', success: empty },
  { method: 'put', path: `${API}/users/{id}/add_role`, operationId: 'addRole', summary: 'Grants a role', tag: 'Users', auth: 'required', who: 'who may grant that role (docs/decisions.md)', body: { kind: 'resource', name: 'RoleChange', types: ['roles', 'role', ...USERS], attributes: roleChange }, success: resource('users') },
  { method: 'post', path: `${API}/users/{id}/add_role`, operationId: 'addRolePost', summary: 'Grants a role', tag: 'Users', auth: 'required', who: 'who may grant that role (docs/decisions.md)', body: { kind: 'resource', name: 'RoleChange', types: ['roles', 'role', ...USERS], attributes: roleChange }, success: resource('users') },
  { method: 'delete', path: `${API}/users/{id}/remove_role`, operationId: 'removeRole', summary: 'Withdraws a role', tag: 'Users', auth: 'required', who: 'who may grant that role (docs/decisions.md)', body: { kind: 'resource', name: 'RoleChange', types: ['roles', 'role', ...USERS], attributes: roleChange }, success: resource('users') },
  { method: 'post', path: `${API}/users/{id}/resend_confirmation_instructions`, operationId: 'resendUserConfirmation', summary: 'Sends the invitation or confirmation mail again', tag: 'Users', auth: 'required', who: 'as updating the user', success: meta() },

  // Uploads
  { method: 'post', path: `${API}/uploads`, operationId: 'upload', summary: 'Uploads one image (logos, favicon, profile pictures)', tag: 'Uploads', auth: 'required', who: 'signed in; logos and favicon: center staff', body: { kind: 'multipart', name: 'Upload', fields: { file: { description: 'the image (type sniffed from the bytes)', required: true, binary: true }, purpose: { description: 'what the image is for', required: true, enum: UPLOAD_PURPOSES } } }, success: resource('uploads', 201) },

  // Current user
  { method: 'get', path: `${API}/current_user/email`, operationId: 'showEmail', summary: 'The address and a change waiting for confirmation', tag: 'Current user', auth: 'required', who: 'signed in', success: meta() },
  { method: 'post', path: `${API}/current_user/email`, operationId: 'requestEmailChange', summary: 'Mails a confirmation link to a new address', tag: 'Current user', auth: 'required', who: 'signed in, not while impersonating', body: { kind: 'either', name: 'EmailChange', types: USERS, schema: emailChangeBody }, success: meta(202) },
  { method: 'post', path: `${API}/confirm_email`, operationId: 'confirmEmailChange', summary: 'Switches the address with the mailed token', tag: 'Current user', auth: 'optional', who: 'anyone with the link', body: { kind: 'either', name: 'EmailChangeConfirmation', types: USERS, schema: emailConfirmBody }, success: meta() },
  { method: 'delete', path: `${API}/current_user`, operationId: 'deleteAccount', summary: 'Deletes (anonymises) the own account', tag: 'Current user', auth: 'required', who: 'signed in, not while impersonating', body: { kind: 'either', name: 'AccountDeletion', types: USERS, schema: deleteBody }, success: empty },
  { method: 'get', path: `${API}/current_user`, operationId: 'showCurrentUser', summary: 'The signed-in user', tag: 'Current user', auth: 'required', who: 'signed in', query: { includes: USER_INCLUDES }, success: resource('users') },
  { method: 'patch', path: `${API}/current_user`, operationId: 'updateCurrentUser', summary: 'Own profile and password', tag: 'Current user', auth: 'required', who: 'signed in', body: { kind: 'resource', name: 'CurrentUserUpdate', types: USERS, attributes: currentUserUpdate }, success: resource('users') },
  { method: 'get', path: `${API}/current_organizations`, operationId: 'listCurrentOrganizations', summary: "The user's organizations", tag: 'Current user', auth: 'required', who: 'signed in', query: {}, success: collection('organizations') },
  { method: 'get', path: `${API}/current_organization`, operationId: 'showCurrentOrganization', summary: 'The selected (or default) organization', tag: 'Current user', auth: 'required', who: 'signed in', query: currentOrganizationSpec, success: resource('organizations') },

  // Lookups
  { method: 'get', path: `${API}/non_profit_types`, operationId: 'listNonProfitTypes', summary: 'Non-profit types, in the request language', tag: 'Lookups', auth: 'none', who: 'anyone', success: collection('non_profit_types') },
  { method: 'get', path: `${API}/activity_types`, operationId: 'listActivityTypes', summary: 'Activity types, in the request language', tag: 'Lookups', auth: 'none', who: 'anyone', success: collection('activity_types') },

  // Applications
  { method: 'post', path: `${API}/vacancies/{id}/applications`, operationId: 'apply', summary: 'Applies for a vacancy (signed in, or as a guest confirmed by e-mail)', tag: 'Applications', auth: 'optional', who: 'anyone', body: { kind: 'resource', name: 'ApplicationCreate', types: ['applications', 'application'], attributes: applicationCreate }, success: resource('applications', 201) },
  { method: 'post', path: `${API}/applications/confirm`, operationId: 'confirmApplication', summary: "Confirms a guest's application with the mailed token", tag: 'Applications', auth: 'none', who: 'anyone with the link', body: { kind: 'plain', name: 'ApplicationConfirmation', schema: applicationConfirmBody }, success: resource('applications') },
  { method: 'get', path: `${API}/applications`, operationId: 'listApplications', summary: 'Applications the viewer may see', tag: 'Applications', auth: 'required', who: 'applicants (own); organization managers; staff', query: applicationListSpec, success: collection('applications') },
  { method: 'get', path: `${API}/applications/{id}`, operationId: 'showApplication', summary: 'An application', tag: 'Applications', auth: 'required', who: 'the applicant; organization managers; staff', success: resource('applications') },
  { method: 'patch', path: `${API}/applications/{id}`, operationId: 'updateApplication', summary: "The organization's decision and internal note", tag: 'Applications', auth: 'required', who: 'organization managers; staff', body: { kind: 'resource', name: 'ApplicationUpdate', types: ['applications', 'application'], attributes: applicationUpdate, idInPath: true }, success: resource('applications') },
  { method: 'post', path: `${API}/applications/{id}/withdraw`, operationId: 'withdrawApplication', summary: 'The applicant withdraws', tag: 'Applications', auth: 'required', who: 'the applicant', success: resource('applications') },

  // Notifications
  { method: 'get', path: `${API}/notifications`, operationId: 'listNotifications', summary: "The user's notifications", tag: 'Notifications', auth: 'required', who: 'signed in', query: notificationListSpec, success: collection('notifications') },
  { method: 'post', path: `${API}/notifications/read_all`, operationId: 'readAllNotifications', summary: 'Marks every notification read', tag: 'Notifications', auth: 'required', who: 'signed in', success: meta() },
  { method: 'post', path: `${API}/notifications/{id}/read`, operationId: 'readNotification', summary: 'Marks one notification read', tag: 'Notifications', auth: 'required', who: 'its recipient', success: resource('notifications') },

  // Vacancies
  { method: 'get', path: `${API}/vacancies`, operationId: 'listVacancies', summary: 'Vacancies to manage', tag: 'Vacancies', auth: 'required', who: 'staff; organization managers (their organizations)', query: manageSpec, success: collection('vacancies') },
  { method: 'get', path: `${API}/vacancies/search`, operationId: 'searchVacancies', summary: 'Public vacancy search (text, filters, distance)', tag: 'Vacancies', auth: 'none', who: 'anyone', query: searchSpec, success: collection('vacancies') },
  { method: 'get', path: `${API}/vacancies/{id}`, operationId: 'showVacancy', summary: 'A vacancy (published ones for the public)', tag: 'Vacancies', auth: 'optional', who: 'anyone (public); managers', query: vacancyShowSpec, success: resource('vacancies') },
  { method: 'post', path: `${API}/vacancies`, operationId: 'createVacancy', summary: 'Creates a vacancy', tag: 'Vacancies', auth: 'required', who: 'staff; organization managers', body: { kind: 'resource', name: 'VacancyCreate', types: ['vacancies', 'vacancy'], attributes: vacancyCreate }, success: resource('vacancies', 201) },
  { method: 'patch', path: `${API}/vacancies/{id}`, operationId: 'updateVacancy', summary: 'Updates a vacancy (also its status)', tag: 'Vacancies', auth: 'required', who: 'staff; organization managers', body: { kind: 'resource', name: 'VacancyUpdate', types: ['vacancies', 'vacancy'], attributes: vacancyUpdate, idInPath: true }, success: resource('vacancies') },
  { method: 'put', path: `${API}/vacancies/{id}`, operationId: 'replaceVacancy', summary: 'Updates a vacancy', tag: 'Vacancies', auth: 'required', who: 'staff; organization managers', body: { kind: 'resource', name: 'VacancyUpdate', types: ['vacancies', 'vacancy'], attributes: vacancyUpdate, idInPath: true }, success: resource('vacancies') },
  { method: 'delete', path: `${API}/vacancies/{id}`, operationId: 'deleteVacancy', summary: 'Deletes a vacancy', tag: 'Vacancies', auth: 'required', who: 'staff; organization managers', success: empty },
  { method: 'post', path: `${API}/vacancies/bulk_edit`, operationId: 'bulkEditVacancies', summary: 'Changes several vacancies at once', tag: 'Vacancies', auth: 'required', who: 'staff; organization managers (their vacancies)', body: { kind: 'resource', name: 'VacancyBulkEdit', types: ['vacancy_bulk_edits', 'bulk_edits'], attributes: bulkEdit }, success: collection('vacancies') },
  { method: 'get', path: `${API}/age_groups`, operationId: 'listAgeGroups', summary: 'Age groups, youngest first', tag: 'Vacancies', auth: 'none', who: 'anyone', success: collection('age_groups') },

  // Pages
  { method: 'get', path: `${API}/pages`, operationId: 'listPages', summary: 'Content pages', tag: 'Pages', auth: 'required', who: `${CONTENT}; page managers`, query: pageListSpec, success: collection('pages') },
  { method: 'get', path: `${API}/pages/{id}`, operationId: 'showPage', summary: 'A content page', tag: 'Pages', auth: 'required', who: `${CONTENT}; page managers`, query: pageShowSpec, success: resource('pages') },
  { method: 'post', path: `${API}/pages`, operationId: 'createPage', summary: 'Creates a page', tag: 'Pages', auth: 'required', who: `${CONTENT}; page managers`, body: { kind: 'resource', name: 'PageCreate', types: ['pages', 'page'], attributes: pageCreate }, success: resource('pages', 201) },
  { method: 'patch', path: `${API}/pages/{id}`, operationId: 'updatePage', summary: 'Updates a page', tag: 'Pages', auth: 'required', who: `${CONTENT}; page managers`, body: { kind: 'resource', name: 'PageUpdate', types: ['pages', 'page'], attributes: pageUpdate, idInPath: true }, success: resource('pages') },
  { method: 'delete', path: `${API}/pages/{id}`, operationId: 'deletePage', summary: 'Deletes a page', tag: 'Pages', auth: 'required', who: `${CONTENT}; page managers`, success: empty },
  { method: 'get', path: `${API}/pages/{id}/content_blocks`, operationId: 'listContentBlocks', summary: "A page's content blocks", tag: 'Pages', auth: 'required', who: `${CONTENT}; page managers`, success: collection('content_blocks') },
  { method: 'put', path: `${API}/pages/{id}/content_blocks`, operationId: 'replaceContentBlocks', summary: "Replaces a page's content blocks (settings validated per block type)", tag: 'Pages', auth: 'required', who: `${CONTENT}; page managers`, body: { kind: 'document', name: 'ContentBlocks', schema: contentBlocksBody }, success: collection('content_blocks') },

  // Menus
  { method: 'get', path: `${API}/menus`, operationId: 'listMenus', summary: 'Header and footer menus per locale', tag: 'Menus', auth: 'required', who: `${CONTENT}; page managers (read)`, query: menuListSpec, success: collection('menus') },
  { method: 'get', path: `${API}/menus/{id}`, operationId: 'showMenu', summary: 'A menu', tag: 'Menus', auth: 'required', who: `${CONTENT}; page managers (read)`, query: menuShowSpec, success: resource('menus') },
  { method: 'patch', path: `${API}/menus/{id}`, operationId: 'updateMenu', summary: 'Renames a menu', tag: 'Menus', auth: 'required', who: CONTENT, body: { kind: 'resource', name: 'MenuUpdate', types: ['menus', 'menu'], attributes: menuUpdate, idInPath: true }, success: resource('menus') },
  { method: 'get', path: `${API}/menus/{id}/menu_items`, operationId: 'listMenuItems', summary: "A menu's items", tag: 'Menus', auth: 'required', who: `${CONTENT}; page managers (read)`, success: collection('menu_items') },
  { method: 'post', path: `${API}/menus/{id}/menu_items`, operationId: 'createMenuItem', summary: 'Adds an item to a menu', tag: 'Menus', auth: 'required', who: CONTENT, body: { kind: 'resource', name: 'MenuItemCreate', types: ['menu_items', 'menu_item'], attributes: menuItemCreate }, success: resource('menu_items', 201) },
  { method: 'put', path: `${API}/menus/{id}/order`, operationId: 'orderMenu', summary: 'Reorders every item of a menu in one go', tag: 'Menus', auth: 'required', who: CONTENT, body: { kind: 'document', name: 'MenuOrder', schema: orderBody }, success: collection('menu_items') },
  { method: 'get', path: `${API}/menu_items/{id}`, operationId: 'showMenuItem', summary: 'A menu item', tag: 'Menus', auth: 'required', who: `${CONTENT}; page managers (read)`, success: resource('menu_items') },
  { method: 'patch', path: `${API}/menu_items/{id}`, operationId: 'updateMenuItem', summary: 'Updates a menu item', tag: 'Menus', auth: 'required', who: CONTENT, body: { kind: 'resource', name: 'MenuItemUpdate', types: ['menu_items', 'menu_item'], attributes: menuItemUpdate, idInPath: true }, success: resource('menu_items') },
  { method: 'delete', path: `${API}/menu_items/{id}`, operationId: 'deleteMenuItem', summary: 'Deletes a menu item', tag: 'Menus', auth: 'required', who: CONTENT, success: empty },

  // Stock images
  { method: 'get', path: `${API}/stock_images`, operationId: 'listStockImages', summary: "The center's and the shared stock images", tag: 'Stock images', auth: 'required', who: CONTENT, query: stockImageListSpec, success: collection('stock_images') },
  { method: 'get', path: `${API}/stock_images/{id}`, operationId: 'showStockImage', summary: 'A stock image', tag: 'Stock images', auth: 'required', who: CONTENT, success: resource('stock_images') },
  { method: 'post', path: `${API}/stock_images`, operationId: 'createStockImage', summary: 'Adds a stock image (shared: admins only)', tag: 'Stock images', auth: 'required', who: CONTENT, body: { kind: 'resource', name: 'StockImageCreate', types: ['stock_images', 'stock_image'], attributes: stockImageCreate }, success: resource('stock_images', 201) },
  { method: 'patch', path: `${API}/stock_images/{id}`, operationId: 'updateStockImage', summary: 'Updates a stock image', tag: 'Stock images', auth: 'required', who: CONTENT, body: { kind: 'resource', name: 'StockImageUpdate', types: ['stock_images', 'stock_image'], attributes: stockImageUpdate, idInPath: true }, success: resource('stock_images') },
  { method: 'delete', path: `${API}/stock_images/{id}`, operationId: 'deleteStockImage', summary: 'Deletes a stock image', tag: 'Stock images', auth: 'required', who: CONTENT, success: empty },

  // Media files
  { method: 'get', path: `${API}/media_files`, operationId: 'listMediaFiles', summary: "The center's media files", tag: 'Media files', auth: 'required', who: `${CONTENT}; page managers`, query: mediaFileListSpec, success: collection('media_files') },
  { method: 'get', path: `${API}/media_files/{id}`, operationId: 'showMediaFile', summary: 'A media file', tag: 'Media files', auth: 'required', who: `${CONTENT}; page managers`, success: resource('media_files') },
  { method: 'post', path: `${API}/media_files`, operationId: 'createMediaFile', summary: 'Uploads an image (re-encoded) or a PDF', tag: 'Media files', auth: 'required', who: `${CONTENT}; page managers`, body: { kind: 'multipart', name: 'MediaFileUpload', fields: { file: { description: 'PNG, JPEG, WebP or PDF (type sniffed from the bytes)', required: true, binary: true }, alt_text: { description: 'alternative text, up to 300 characters', required: false } } }, success: resource('media_files', 201) },
  { method: 'delete', path: `${API}/media_files/{id}`, operationId: 'deleteMediaFile', summary: 'Deletes a media file', tag: 'Media files', auth: 'required', who: `${CONTENT}; page managers`, success: empty },

  // Public content
  { method: 'get', path: `${API}/public/pages/by_slug`, operationId: 'showPublishedPage', summary: 'A published page by slug', tag: 'Public content', auth: 'none', who: 'anyone', query: bySlugSpec, success: resource('pages') },
  { method: 'get', path: `${API}/public/sitemap/vacancies`, operationId: 'sitemapVacancies', summary: 'Public vacancies for the sitemap', tag: 'Public content', auth: 'none', who: 'anyone', query: {}, success: collection('vacancies') },
  { method: 'get', path: `${API}/public/news`, operationId: 'listNews', summary: 'Published news and success stories', tag: 'Public content', auth: 'none', who: 'anyone', query: newsSpec, success: collection('pages') },
  { method: 'get', path: `${API}/public/menus`, operationId: 'listPublicMenus', summary: 'Published menus with their items', tag: 'Public content', auth: 'none', who: 'anyone', query: publicMenusSpec, success: collection('menus') },

  // Operations: probes for load balancers and orchestrators (server/health.ts)
  { method: 'get', path: '/healthz', operationId: 'healthz', summary: 'The process is alive (touches no database)', tag: 'Operations', auth: 'none', who: 'anyone', success: { status: 200, kind: 'other', mediaType: 'application/json' } },
  { method: 'get', path: '/readyz', operationId: 'readyz', summary: 'The database (and Redis when configured) answer; 503 naming what is down', tag: 'Operations', auth: 'none', who: 'anyone', success: { status: 200, kind: 'other', mediaType: 'application/json' } },

  // This description
  { method: 'get', path: `${API}/openapi.json`, operationId: 'openapiDocument', summary: 'This OpenAPI 3.1 document', tag: 'API description', auth: 'none', who: 'anyone', success: { status: 200, kind: 'other', mediaType: 'application/json' } },
  { method: 'get', path: `${API}/docs`, operationId: 'apiReference', summary: 'A readable reference page of this document', tag: 'API description', auth: 'none', who: 'anyone', success: { status: 200, kind: 'other', mediaType: 'text/html' } },
];
