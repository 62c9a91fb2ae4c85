/**
 * The JSON:API envelope: documents from the wire become flat camelCase resources with their relationships
 * resolved, and app objects become request documents with snake_case attributes.
 */
import { camelRecord, isPlainObject, snakeRecord, toCamel, toSnake } from './case';

export const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface JsonApiRelationshipObject {
  data?: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

/** A resource object as it travels on the wire (snake_case keys). */
export interface JsonApiResourceObject {
  type: string;
  id?: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, JsonApiRelationshipObject>;
  links?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

/** @public The top-level document, for callers that hold a raw response. */
export interface JsonApiDocument {
  data?: JsonApiResourceObject | JsonApiResourceObject[] | null;
  included?: JsonApiResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, unknown>;
  errors?: unknown[];
}

/**
 * A resource as the app sees it: id and type, the attributes merged in (camelCase), each relationship under its
 * camelCase name. Describe a concrete resource by extending this, e.g.
 * `interface User extends Resource { firstName: string; roles: Role[] }`.
 */
export interface Resource {
  id: string;
  type: string;
  links?: Record<string, unknown>;
  meta?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface ApiDocument<T = Resource | Resource[] | null, M extends Record<string, unknown> = Record<string, unknown>> {
  data: T;
  /** Every included resource, once each, already cross-linked with `data`. */
  included: Resource[];
  /** Document meta, camelCase (`meta.totalCount`); `{}` when the server sent none. */
  meta: M;
  /** Document links (`self`, `next`, …); `{}` when the server sent none. */
  links: Record<string, unknown>;
}

export class JsonApiFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonApiFormatError';
  }
}

/**
 * Turns a JSON:API document into app resources.
 *
 * Every (type, id) in `data` and `included` becomes exactly one object, and relationships point at those same
 * objects. That is what makes cycles (a user's organizations listing that user) finite: the graph is cyclic,
 * not infinitely deep. The flip side: a cyclic result cannot be JSON.stringify'd, so map it to a view model
 * before caching or serialising it. Related resources the server did not include are `{ id, type }` stubs.
 *
 * Precedence when names collide: `id` and `type` always win, then relationships, then resource links/meta,
 * then attributes (JSON:API forbids such collisions, so this only decides what a buggy server gets).
 */
export function deserialize(document: unknown): ApiDocument {
  if (!isPlainObject(document)) throw new JsonApiFormatError('Expected a JSON:API document (an object)');

  const primaryRaw = document['data'];
  const primaryList = primaryRaw === undefined || primaryRaw === null ? [] : Array.isArray(primaryRaw) ? primaryRaw : [primaryRaw];
  const includedRaw = document['included'];
  const includedList = Array.isArray(includedRaw) ? includedRaw : [];

  const primary = primaryList.map((raw, i) => readResourceObject(raw, `/data${Array.isArray(primaryRaw) ? `/${i}` : ''}`));
  const included = includedList.map((raw, i) => readResourceObject(raw, `/included/${i}`));

  const graph = new IdentityMap();
  // Two passes: all nodes first, so a relationship can point at a resource that appears later in the document.
  for (const raw of [...primary, ...included]) graph.add(raw);
  for (const raw of [...primary, ...included]) graph.link(raw);

  const data =
    primaryRaw === undefined || primaryRaw === null
      ? null
      : Array.isArray(primaryRaw)
        ? primary.map((raw) => graph.node(raw))
        : primary[0]
          ? graph.node(primary[0])
          : null;

  const seen = new Set<Resource>();
  const includedResources: Resource[] = [];
  for (const raw of included) {
    const node = graph.node(raw);
    if (seen.has(node)) continue;
    seen.add(node);
    includedResources.push(node);
  }

  return {
    data,
    included: includedResources,
    meta: optionalRecord(document['meta']),
    links: optionalRecord(document['links']),
  };
}

interface ParsedResourceObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
  links?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

function readResourceObject(raw: unknown, pointer: string): ParsedResourceObject {
  if (!isPlainObject(raw)) throw new JsonApiFormatError(`${pointer} is not a resource object`);
  const type = raw['type'];
  if (typeof type !== 'string' || type === '')
    throw new JsonApiFormatError(`${pointer} has no type: not a JSON:API resource (use the raw option for other bodies)`);
  const id = readId(raw['id']);
  if (id === null) throw new JsonApiFormatError(`${pointer} has no id`);
  const attributes = raw['attributes'];
  const relationships = raw['relationships'];
  const parsed: ParsedResourceObject = {
    type,
    id,
    attributes: isPlainObject(attributes) ? attributes : {},
    relationships: isPlainObject(relationships) ? relationships : {},
  };
  if (isPlainObject(raw['links'])) parsed.links = raw['links'];
  if (isPlainObject(raw['meta'])) parsed.meta = raw['meta'];
  return parsed;
}

// Numeric ids happen with hand-written servers; treating 3 and '3' as different resources would split the graph.
function readId(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function readIdentifier(value: unknown): ResourceIdentifier | null {
  if (!isPlainObject(value)) return null;
  const type = value['type'];
  const id = readId(value['id']);
  return typeof type === 'string' && id !== null ? { type, id } : null;
}

function optionalRecord(value: unknown): Record<string, unknown> {
  return isPlainObject(value) ? camelRecord(value) : {};
}

class IdentityMap {
  private readonly nodes = new Map<string, Map<string, Resource>>();
  private readonly stubs = new Map<string, Map<string, Resource>>();

  add(raw: ParsedResourceObject): void {
    const existing = this.find(this.nodes, raw);
    // The same resource may appear twice (in data and in included, or with different sparse fieldsets):
    // merging keeps one object per identity and loses no field.
    const node: Resource = existing ?? { id: raw.id, type: raw.type };
    Object.assign(node, camelRecord(raw.attributes));
    if (raw.links) node.links = camelRecord(raw.links);
    if (raw.meta) node.meta = camelRecord(raw.meta);
    node.id = raw.id;
    node.type = raw.type;
    if (!existing) this.store(this.nodes, node);
  }

  link(raw: ParsedResourceObject): void {
    const node = this.node(raw);
    for (const [name, relationship] of Object.entries(raw.relationships)) {
      // A relationship without `data` (links only) says nothing about its value: leave the key absent rather
      // than claim it is empty.
      if (!isPlainObject(relationship) || !('data' in relationship)) continue;
      const data = relationship['data'];
      const key = toCamel(name);
      if (key === '__proto__') continue;
      if (Array.isArray(data)) {
        const related: Resource[] = [];
        for (const item of data) {
          const identifier = readIdentifier(item);
          if (identifier) related.push(this.resolve(identifier));
        }
        node[key] = related;
      } else {
        const identifier = readIdentifier(data);
        node[key] = identifier ? this.resolve(identifier) : null;
      }
    }
  }

  node(raw: ResourceIdentifier): Resource {
    const found = this.find(this.nodes, raw);
    if (!found) throw new JsonApiFormatError(`Resource ${raw.type}/${raw.id} was never added`);
    return found;
  }

  private resolve(identifier: ResourceIdentifier): Resource {
    const found = this.find(this.nodes, identifier) ?? this.find(this.stubs, identifier);
    if (found) return found;
    const stub: Resource = { id: identifier.id, type: identifier.type };
    this.store(this.stubs, stub);
    return stub;
  }

  private find(map: Map<string, Map<string, Resource>>, identifier: ResourceIdentifier): Resource | undefined {
    return map.get(identifier.type)?.get(identifier.id);
  }

  private store(map: Map<string, Map<string, Resource>>, resource: Resource): void {
    let byId = map.get(resource.type);
    if (!byId) {
      byId = new Map();
      map.set(resource.type, byId);
    }
    byId.set(resource.id, resource);
  }
}

/** Anything with an id and a type can be referenced, including a full deserialized Resource. */
export interface RelatedInput {
  type: string;
  id: string | number;
}

export interface SerializeOptions {
  id?: string | number | null;
  /** camelCase names; `null` clears a to-one, `[]` clears a to-many, `undefined` leaves it out. */
  relationships?: Record<string, RelatedInput | RelatedInput[] | null | undefined>;
}

export interface JsonApiRequestDocument {
  data: {
    type: string;
    id?: string;
    attributes: Record<string, unknown>;
    relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
  };
}

/** Builds a request document with snake_case attributes and relationship names. */
export function serialize(type: string, attributes: Record<string, unknown>, options: SerializeOptions = {}): JsonApiRequestDocument {
  const data: JsonApiRequestDocument['data'] = { type, attributes: snakeRecord(attributes) };
  if (options.id !== undefined && options.id !== null) data.id = String(options.id);
  if (options.relationships) {
    const relationships: NonNullable<JsonApiRequestDocument['data']['relationships']> = {};
    for (const [name, value] of Object.entries(options.relationships)) {
      if (value === undefined) continue;
      relationships[toSnake(name)] = {
        data: value === null ? null : Array.isArray(value) ? value.map(identifierOf) : identifierOf(value),
      };
    }
    data.relationships = relationships;
  }
  return { data };
}

// Only id and type go on the wire: passing a whole deserialized resource must not leak its other fields.
function identifierOf(related: RelatedInput): ResourceIdentifier {
  return { type: related.type, id: String(related.id) };
}
