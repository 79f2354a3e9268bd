// Text normalisation shared by services.

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** 'anna  maria' → 'Anna Maria' (spec 000 §5: names are trimmed and capitalised per word). */
export function capitalizeWords(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toLocaleUpperCase('sv-SE') + word.slice(1))
    .join(' ');
}
