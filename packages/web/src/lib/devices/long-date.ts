// The event history's long weekday dates (spec 001 §3): 'Monday 23 November 2026 14:05' in English,
// 'måndag 23 november 2026 14:05' in Swedish.

const pad = (value: number) => String(value).padStart(2, '0');

export function formatLongDateTime(value: Date | string | number, language: 'en' | 'sv'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language === 'sv' ? 'sv-SE' : 'en-GB';
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date);
  const month = new Intl.DateTimeFormat(locale, { month: 'long' }).format(date);
  return `${weekday} ${date.getDate()} ${month} ${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
