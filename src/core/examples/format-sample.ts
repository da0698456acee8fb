/*
 * Sample values and checks for the string formats of JSON Schema and the OpenAPI format
 * registry. Values are fixed (no clock, no randomness) so examples never change between
 * renders; the checks follow what validators such as ajv-formats accept, so that a schema's
 * own example is only preferred when a validator would accept it too.
 */

const SAMPLES: Record<string, readonly string[]> = {
  'date-time': ['2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z', '2024-01-03T00:00:00Z'],
  'iso-date-time': ['2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z'],
  date: ['2024-01-01', '2024-01-02', '2024-01-03'],
  time: ['00:00:00Z', '01:00:00Z', '02:00:00Z'],
  'iso-time': ['00:00:00Z', '01:00:00Z'],
  duration: ['P1D', 'P2D', 'P3D'],
  email: ['user@example.com', 'user2@example.com', 'user3@example.com'],
  'idn-email': ['user@example.com', 'user2@example.com'],
  hostname: ['example.com', 'example.org', 'example.net'],
  'idn-hostname': ['example.com', 'example.org'],
  ipv4: ['192.0.2.1', '192.0.2.2', '192.0.2.3'],
  ipv6: ['2001:db8::1', '2001:db8::2', '2001:db8::3'],
  uri: ['https://example.com', 'https://example.org', 'https://example.net'],
  url: ['https://example.com', 'https://example.org'],
  iri: ['https://example.com', 'https://example.org'],
  'uri-reference': ['https://example.com', '/path', '/other'],
  'iri-reference': ['https://example.com', '/path'],
  'uri-template': ['https://example.com/{id}', 'https://example.org/{id}'],
  uuid: ['3fa85f64-5717-4562-b3fc-2c963f66afa6', '3fa85f64-5717-4562-b3fc-2c963f66afa7', '3fa85f64-5717-4562-b3fc-2c963f66afa8'],
  byte: ['U3dhZ2dlciByb2Nrcw==', 'ZXhhbXBsZQ==', 'c3RyaW5n'],
  regex: ['^[a-z]+$', '^[0-9]+$'],
  'json-pointer': ['/example', '/other'],
  'relative-json-pointer': ['0', '1'],
};

/** A fixed value for a string format (the `variant`-th of a few), or undefined for formats without one. */
export function formatSample(format: string, variant = 0): string | undefined {
  const list = SAMPLES[format];
  if (!list) return undefined;
  return list[variant % list.length]! + (variant >= list.length ? String(variant) : '');
}

const DAYS = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function dateOk(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && !leap ? 28 : DAYS[month]!);
}

function timeOk(s: string): boolean {
  const m = /^(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)(z|[+-]\d{2}(?::?\d{2})?)$/i.exec(s);
  if (!m) return false;
  return Number(m[1]) <= 23 && Number(m[2]) <= 59 && Number(m[3]) < 61;
}

const URI_CHARS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;

/** Whether a string satisfies a format, as far as this module knows it; unknown formats pass. */
export function formatValid(format: string, value: string): boolean {
  switch (format) {
    case 'date-time':
    case 'iso-date-time': {
      const parts = value.split(/t|\s/i);
      return parts.length === 2 && dateOk(parts[0]!) && timeOk(parts[1]!);
    }
    case 'date':
      return dateOk(value);
    case 'time':
    case 'iso-time':
      return timeOk(value);
    case 'duration':
      return /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/.test(value);
    case 'email':
    case 'idn-email':
      return /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(value);
    case 'hostname':
      return /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i.test(value);
    case 'ipv4':
      return /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(value);
    case 'ipv6':
      return value.includes(':') && /^[0-9a-f:.]+$/i.test(value) && (value.match(/::/g)?.length ?? 0) <= 1;
    case 'uri':
    case 'url':
      return /^[a-z][a-z0-9+\-.]*:/i.test(value) && URI_CHARS.test(value);
    case 'uri-reference':
      return URI_CHARS.test(value);
    case 'uuid':
      return /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(value);
    case 'byte':
      return /^(?:[a-z0-9+/]{4})*(?:[a-z0-9+/]{2}==|[a-z0-9+/]{3}=)?$/i.test(value);
    case 'regex':
      try {
        new RegExp(value, 'u');
        return true;
      } catch {
        return false;
      }
    case 'json-pointer':
      return /^(?:\/(?:[^~/]|~0|~1)*)*$/.test(value);
    default:
      return true;
  }
}

/** Inclusive integer range a numeric format allows, when it has one. */
export function formatRange(format: string | undefined): { min: number; max: number; integer: boolean } | undefined {
  if (format === 'int32') return { min: -2147483648, max: 2147483647, integer: true };
  if (format === 'int64') return { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER, integer: true };
  if (format === 'int8') return { min: -128, max: 127, integer: true };
  if (format === 'uint8') return { min: 0, max: 255, integer: true };
  return undefined;
}
