/** What an input holds: the text of one field, or the items of a list. */
export type FieldInput = string | string[];

/** True when nothing was entered: no input, empty text, or only empty items. */
export function isEmptyInput(input: FieldInput | undefined): boolean {
  return input === undefined || (Array.isArray(input) ? input.every((s) => s === '') : input === '');
}
