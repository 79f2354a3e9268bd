// Small text rules of the forms.

/** 'anna  karin lindqvist ' → 'Anna Karin Lindqvist' (spec 000 §5: member names, per word, trimmed). */
export function capitalizeWords(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('sv-SE') + word.slice(1))
    .join(' ');
}

/** Up to two initials for an avatar. */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toLocaleUpperCase('sv-SE'))
      .join('') || '?'
  );
}
