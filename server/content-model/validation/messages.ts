// Laravel's messages for the completeness rules, with the field's label as the attribute name
// ('The name field is required.'). A label's leading capital is lowered unless the word is an acronym (SEO).
const attribute = (label: string) => {
  const [first = '', ...rest] = label.split(' ');
  const word = first === first.toUpperCase() ? first : first.toLowerCase();
  return [word, ...rest].join(' ');
};

export const messages = {
  required: (label: string) => `The ${attribute(label)} field is required.`,
  maxLength: (label: string, max: number) =>
    `The ${attribute(label)} field must not be greater than ${max} characters.`,
  in: (label: string) => `The selected ${attribute(label)} is invalid.`,
  after: (label: string, other: string) =>
    `The ${attribute(label)} field must be a date after ${attribute(other)}.`,
  maxItems: (label: string, max: number) =>
    `The ${attribute(label)} field must not have more than ${max} ${max === 1 ? 'item' : 'items'}.`,
};
