// The field message catalogue of spec 2 §5.1: every rule it names has a message, the ones the spec quotes
// read as quoted, and a rule naming another field says so with a {{fieldKey}} placeholder.
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@server/content-model/validation/catalogue';

const SPEC_RULES =
  `accepted, active_url, after, before, alpha, alpha_dash, alpha_num, array, between, boolean, confirmed,
  date, date_format, different, digits, dimensions, distinct, email, exists, file, filled, gt, gte, image, in,
  in_array, integer, json, lt, lte, max, min, mimes, mimetypes, not_in, not_regex, numeric, present, regex,
  required, required_if, required_unless, required_with, required_without, same, size, string, timezone, unique,
  uploaded, url`
    .split(',')
    .map((rule) => rule.trim());

describe('the field message catalogue', () => {
  it('has a message for every rule of §5.1', () => {
    expect(Object.keys(fieldMessages).sort()).toEqual([...SPEC_RULES].sort());
  });

  it('reads as the spec quotes', () => {
    expect(fieldMessages.array()).toBe('must not be empty');
    expect(fieldMessages.different()).toBe('must be unique');
    expect(fieldMessages.email()).toBe('must be a valid email address');
    expect(fieldMessages.required()).toBe('field is required');
    expect(fieldMessages.unique()).toBe('has already been taken');
    expect(fieldMessages.uploaded()).toBe('failed to upload');
  });

  it('names other fields by placeholder and sizes by what they measure', () => {
    expect(fieldMessages.after('activeFrom')).toBe('must be a date after {{activeFrom}}');
    expect(fieldMessages.required_with('link')).toBe('field is required when {{link}} is present');
    expect(fieldMessages.required_if('type', 'video')).toBe('field is required when {{type}} is video');
    expect(fieldMessages.max(60, 'string')).toBe('may not be greater than 60 characters');
    expect(fieldMessages.max(1, 'array')).toBe('may not have more than 1 item');
    expect(fieldMessages.between(2, 5, 'numeric')).toBe('must be between 2 and 5');
  });
});
