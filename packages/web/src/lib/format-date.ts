// Dates are shown as DD/MM/YYYY (spec 000 §1), with the time as HH:mm:ss where asked.

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `21/11/2025` for a Date, a timestamp in ms or an ISO string; '' for an invalid date. */
export function formatDate(value: Date | number | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** `21/11/2025 14:05:09` */
export function formatDateTime(value: Date | number | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
