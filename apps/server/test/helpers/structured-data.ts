/**
 * A small, strict checker of the schema.org JSON-LD the pages carry (decision 0036). No maintained
 * npm validator fits: @adobe/structured-data-validator needs the schema.org vocabulary fetched at
 * run time and has no rules for Hotel or Article. So this checks what Google's rich-results
 * documentation asks of the types we write, with their value types, and refuses anything else:
 * an unknown @type, a relative address, a price written as text, a date that is not ISO 8601.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

/** Every type the site writes; any other is a mistake (a typo is an unknown type to Google). */
const KNOWN_TYPES = new Set([
  'Hotel',
  'HotelRoom',
  'Product',
  'Offer',
  'PostalAddress',
  'Brand',
  'LocationFeatureSpecification',
  'QuantitativeValue',
  'NewsArticle',
  'Organization',
  'ImageObject',
  'GeoCoordinates',
  'Rating',
  // A landing page's Offer (decision 0067): its price per stay and its party, as Google's hotel price structured data writes them.
  'UnitPriceSpecification',
  'PropertyValue',
]);
const JSON_LD_KEYWORDS = new Set(['@context', '@type', '@id', '@graph']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
/** schema.org Time: a real clock time HH:MM[:SS], optionally with its offset (24:00, 15:60, +8:00 refused). */
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?(Z|[+-](0\d|1[0-4]):[0-5]\d)?$/;
const AVAILABILITY = /^https:\/\/schema\.org\/(InStock|LimitedAvailability|SoldOut|OutOfStock|PreOrder|OnlineOnly|InStoreOnly|BackOrder|Discontinued|PreSale)$/;

export interface FoundBlock {
  json: string;
  data: Node;
}

/** Every `<script type="application/ld+json">` block of a page, parsed (a block that does not parse throws). */
export function jsonLdBlocks(html: string): FoundBlock[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json = '']) => {
    // Escaped as React Router writes it: no raw `<` can close the script early.
    if (json.includes('<')) throw new Error(`unescaped < in JSON-LD: ${json.slice(0, 80)}`);
    return { json, data: JSON.parse(json) as Node };
  });
}

const isNode = (value: Json | undefined): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: Node): string[] => (Array.isArray(node['@type']) ? (node['@type'] as string[]) : typeof node['@type'] === 'string' ? [node['@type']] : []);
const isNumberIn = (value: Json | undefined, min: number, max: number) => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const isAbsoluteUrl = (value: Json | undefined) => typeof value === 'string' && /^https?:\/\/[^/\s]+\/\S*$/.test(value);

/** Problems found in one top-level block: empty when it is valid. */
export function checkJsonLd(block: Node): string[] {
  const problems: string[] = [];
  if (block['@context'] !== 'https://schema.org') problems.push(`@context must be https://schema.org, is ${JSON.stringify(block['@context'])}`);
  walk(block, '$', problems);
  return problems;
}

function walk(node: Node, path: string, problems: string[]): void {
  const types = typesOf(node);
  if (types.length === 0) problems.push(`${path}: no @type`);
  for (const type of types) if (!KNOWN_TYPES.has(type)) problems.push(`${path}: unknown @type ${type}`);
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@') && !JSON_LD_KEYWORDS.has(key)) problems.push(`${path}: unknown keyword ${key}`);
    if (value === null) problems.push(`${path}.${key}: null`);
    if (value === '') problems.push(`${path}.${key}: empty`);
  }
  const need = (key: string, ok: (value: Json | undefined) => boolean, what: string) => {
    if (!ok(node[key])) problems.push(`${path}.${key}: ${what} required, is ${JSON.stringify(node[key])}`);
  };
  const may = (key: string, ok: (value: Json | undefined) => boolean, what: string) => {
    if (key in node && !ok(node[key])) problems.push(`${path}.${key}: must be ${what}, is ${JSON.stringify(node[key])}`);
  };
  const text = (value: Json | undefined) => typeof value === 'string' && value.trim().length > 0;
  const images = (value: Json | undefined) => (Array.isArray(value) ? value.length > 0 && value.every(isAbsoluteUrl) : isAbsoluteUrl(value));
  const typed = (...allowed: string[]) => (value: Json | undefined) => isNode(value) && typesOf(value).some((t) => allowed.includes(t));

  if (types.includes('Hotel')) {
    // Google's local-business (hotel) data: name and address required; the rest well typed when present.
    need('name', text, 'text');
    need('address', typed('PostalAddress'), 'a PostalAddress');
    need('url', isAbsoluteUrl, 'an absolute URL');
    may('image', images, 'absolute image URLs');
    may('telephone', text, 'text');
    may('geo', typed('GeoCoordinates'), 'GeoCoordinates');
    // A hotel's grade is 1 to 5 stars (Google's hotel data), whatever scale a Rating could have.
    may('starRating', (v) => typed('Rating')(v) && isNumberIn((v as Node)['ratingValue'], 1, 5), 'a Rating of 1 to 5');
    may('checkinTime', (v) => typeof v === 'string' && TIME.test(v), 'a time');
    may('checkoutTime', (v) => typeof v === 'string' && TIME.test(v), 'a time');
    may('amenityFeature', (v) => Array.isArray(v) && v.every(typed('LocationFeatureSpecification')), 'LocationFeatureSpecifications');
    may('makesOffer', (v) => Array.isArray(v) && v.every(typed('Offer')), 'Offers');
    may('priceRange', (v) => typeof v === 'string' && v.length <= 100, 'text of at most 100 characters');
  }
  if (types.includes('PostalAddress')) {
    need('streetAddress', text, 'text');
    need('addressCountry', (v) => typeof v === 'string' && /^[A-Z]{2}$/.test(v), 'an ISO 3166 country code');
    may('postalCode', text, 'text');
    may('addressLocality', text, 'text');
  }
  if (types.includes('GeoCoordinates')) {
    // Numbers, not text; a swapped pair (lat 120) is out of range.
    need('latitude', (v) => isNumberIn(v, -90, 90), 'a latitude (a number from -90 to 90)');
    need('longitude', (v) => isNumberIn(v, -180, 180), 'a longitude (a number from -180 to 180)');
  }
  if (types.includes('Rating')) {
    const best = node['bestRating'] ?? 5;
    const worst = node['worstRating'] ?? 1;
    may('bestRating', (v) => isNumberIn(v, 1, 100), 'a number');
    may('worstRating', (v) => isNumberIn(v, 0, 100), 'a number');
    need('ratingValue', (v) => typeof best === 'number' && typeof worst === 'number' && isNumberIn(v, worst, best), 'a number within the rating scale');
  }
  if (types.includes('LocationFeatureSpecification')) {
    need('name', text, 'text');
    need('value', (v) => typeof v === 'boolean', 'true or false');
  }
  if (types.includes('Offer')) {
    // Google's offer: a price as a number (no currency sign, no separators), an ISO 4217 currency.
    need('price', (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0, 'a number');
    need('priceCurrency', (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v), 'an ISO 4217 code');
    need('availability', (v) => typeof v === 'string' && AVAILABILITY.test(v), 'a schema.org ItemAvailability');
    need('url', isAbsoluteUrl, 'an absolute URL');
    need('itemOffered', (v) => isNode(v) && text(v['name']), 'an item with a name');
    // A stay's Offer (Google's hotel price structured data): its dates, its price specification
    // repeating the Offer's price (a second price would be a second claim), its rooms.
    may('availabilityStarts', (v) => typeof v === 'string' && ISO_DATE.test(v), 'an ISO 8601 date');
    may('availabilityEnds', (v) => typeof v === 'string' && ISO_DATE.test(v) && (typeof node['availabilityStarts'] !== 'string' || v > node['availabilityStarts']), 'an ISO 8601 date after availabilityStarts');
    may('priceSpecification', (v) => typed('UnitPriceSpecification')(v) && (v as Node)['price'] === node['price'] && (v as Node)['priceCurrency'] === node['priceCurrency'], "a UnitPriceSpecification of the Offer's price and currency");
    may('eligibleQuantity', (v) => typed('QuantitativeValue')(v) && isNumberIn((v as Node)['value'], 1, 1000), 'a QuantitativeValue of at least 1');
  }
  if (types.includes('UnitPriceSpecification')) {
    need('price', (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0, 'a number');
    need('priceCurrency', (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v), 'an ISO 4217 code');
    may('valueAddedTaxIncluded', (v) => typeof v === 'boolean', 'true or false');
    // The nights a stay's total covers: a whole number of days (UN/CEFACT DAY).
    may('referenceQuantity', (v) => typed('QuantitativeValue')(v) && isNumberIn((v as Node)['value'], 1, 366) && (v as Node)['unitCode'] === 'DAY', 'a QuantitativeValue of days');
  }
  if (types.includes('QuantitativeValue')) {
    for (const key of ['value', 'minValue', 'maxValue']) may(key, (v) => isNumberIn(v, 0, Number.MAX_SAFE_INTEGER), 'a number');
  }
  if (types.includes('PropertyValue')) {
    need('name', text, 'text');
    need('value', (v) => text(v) || isNumberIn(v, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER), 'text or a number');
  }
  if (types.includes('NewsArticle')) {
    // Google's article: headline (at most 110 characters), image, datePublished, author, publisher.
    need('headline', (v) => text(v) && Array.from(v as string).length <= 110, 'text of at most 110 characters');
    need('image', images, 'absolute image URLs');
    need('datePublished', (v) => typeof v === 'string' && ISO_DATE.test(v), 'an ISO 8601 date');
    may('dateModified', (v) => typeof v === 'string' && ISO_DATE.test(v), 'an ISO 8601 date');
    need('author', (v) => typed('Organization', 'Person')(v) && text((v as Node)['name']), 'an Organization or Person with a name');
    need('publisher', (v) => typed('Organization')(v) && text((v as Node)['name']), 'an Organization with a name');
    may('url', isAbsoluteUrl, 'an absolute URL');
  }
  if (types.includes('Organization') || types.includes('Brand')) need('name', text, 'text');

  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    const children = Array.isArray(value) ? value : [value];
    children.forEach((child, i) => {
      if (isNode(child)) walk(child, `${path}.${key}${Array.isArray(value) ? `[${i}]` : ''}`, problems);
    });
  }
}

/** Every node of a type, anywhere in the block. */
export function nodesOfType(block: Node, type: string): Node[] {
  const found: Node[] = [];
  const visit = (value: Json) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isNode(value)) {
      if (typesOf(value).includes(type)) found.push(value);
      Object.values(value).forEach(visit);
    }
  };
  visit(block);
  return found;
}
