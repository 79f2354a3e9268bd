// The shape every language must have: the keys of the English catalogue, each a string.
import type { en } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export type Catalogue = Strings<typeof en>;

/** Every key of a catalogue as a dotted path (`login.title`), sorted. */
export function catalogueKeys(catalogue: object, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') keys.push(...catalogueKeys(value, path));
    else keys.push(path);
  }
  return keys.sort();
}
