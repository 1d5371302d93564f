// The field message catalogue of spec 2 §5.1: Laravel's validation rules as short messages about one field.
// The back office shows them under the field's title ('Name' → 'field is required'), so they never name
// their own field; a rule that names another field does so with a {{fieldKey}} placeholder, which the back
// office replaces by that field's label ('must be a date after {{activeFrom}}' → '… after Active from').

/** What a size rule (min, max, between, size, gt, …) measures. */
export type Measure = 'numeric' | 'string' | 'array' | 'file';

const other = (fieldKey: string) => `{{${fieldKey}}}`;
const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

const sized = (numeric: string, string: string, array: string, file: string) => (measure: Measure) =>
  ({ numeric, string, array, file })[measure];

export const fieldMessages = {
  accepted: () => 'must be accepted',
  active_url: () => 'is not a valid URL',
  after: (fieldKey: string) => `must be a date after ${other(fieldKey)}`,
  before: (fieldKey: string) => `must be a date before ${other(fieldKey)}`,
  alpha: () => 'may only contain letters',
  alpha_dash: () => 'may only contain letters, numbers, dashes and underscores',
  alpha_num: () => 'may only contain letters and numbers',
  array: () => 'must not be empty',
  between: (min: number, max: number, measure: Measure) =>
    sized(
      `must be between ${min} and ${max}`,
      `must be between ${min} and ${max} characters`,
      `must have between ${min} and ${items(max)}`,
      `must be between ${min} and ${max} kilobytes`,
    )(measure),
  boolean: () => 'must be true or false',
  confirmed: () => 'confirmation does not match',
  date: () => 'is not a valid date',
  date_format: (format: string) => `does not match the format ${format}`,
  different: () => 'must be unique',
  digits: (digits: number) => `must be ${digits} digits`,
  dimensions: () => 'has invalid image dimensions',
  distinct: () => 'has a duplicate value',
  email: () => 'must be a valid email address',
  exists: () => 'selected value is invalid',
  file: () => 'must be a file',
  filled: () => 'must have a value',
  gt: (value: number, measure: Measure) =>
    sized(
      `must be greater than ${value}`,
      `must be greater than ${value} characters`,
      `must have more than ${items(value)}`,
      `must be greater than ${value} kilobytes`,
    )(measure),
  gte: (value: number, measure: Measure) =>
    sized(
      `must be greater than or equal ${value}`,
      `must be greater than or equal ${value} characters`,
      `must have ${items(value)} or more`,
      `must be greater than or equal ${value} kilobytes`,
    )(measure),
  image: () => 'must be an image',
  in: () => 'selected value is invalid',
  in_array: (fieldKey: string) => `does not exist in ${other(fieldKey)}`,
  integer: () => 'must be an integer',
  json: () => 'must be a valid JSON string',
  lt: (value: number, measure: Measure) =>
    sized(
      `must be less than ${value}`,
      `must be less than ${value} characters`,
      `must have less than ${items(value)}`,
      `must be less than ${value} kilobytes`,
    )(measure),
  lte: (value: number, measure: Measure) =>
    sized(
      `must be less than or equal ${value}`,
      `must be less than or equal ${value} characters`,
      `must not have more than ${items(value)}`,
      `must be less than or equal ${value} kilobytes`,
    )(measure),
  max: (max: number, measure: Measure) =>
    sized(
      `may not be greater than ${max}`,
      `may not be greater than ${max} characters`,
      `may not have more than ${items(max)}`,
      `may not be greater than ${max} kilobytes`,
    )(measure),
  mimes: (types: string[]) => `must be a file of type: ${types.join(', ')}`,
  mimetypes: (types: string[]) => `must be a file of type: ${types.join(', ')}`,
  min: (min: number, measure: Measure) =>
    sized(
      `must be at least ${min}`,
      `must be at least ${min} characters`,
      `must have at least ${items(min)}`,
      `must be at least ${min} kilobytes`,
    )(measure),
  not_in: () => 'selected value is invalid',
  not_regex: () => 'format is invalid',
  numeric: () => 'must be a number',
  present: () => 'field must be present',
  regex: () => 'format is invalid',
  required: () => 'field is required',
  required_if: (fieldKey: string, value: string) => `field is required when ${other(fieldKey)} is ${value}`,
  required_unless: (fieldKey: string, values: string[]) =>
    `field is required unless ${other(fieldKey)} is in ${values.join(', ')}`,
  required_with: (fieldKey: string) => `field is required when ${other(fieldKey)} is present`,
  required_without: (fieldKey: string) => `field is required when ${other(fieldKey)} is not present`,
  same: (fieldKey: string) => `must match ${other(fieldKey)}`,
  size: (size: number, measure: Measure) =>
    sized(
      `must be ${size}`,
      `must be ${size} characters`,
      `must contain ${items(size)}`,
      `must be ${size} kilobytes`,
    )(measure),
  string: () => 'must be a string',
  timezone: () => 'must be a valid zone',
  unique: () => 'has already been taken',
  uploaded: () => 'failed to upload',
  url: () => 'format is invalid',
} as const;

export type FieldRuleName = keyof typeof fieldMessages;
