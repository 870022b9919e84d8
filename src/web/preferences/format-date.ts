// Dates in the user's chosen format (personal config dateFormat, written yyyy-MM-dd style).
import dayjs from 'dayjs';

export function dayjsFormat(dateFormat: string): string {
  return dateFormat.replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD');
}

export function formatDate(iso: string | null | undefined, dateFormat = 'yyyy-MM-dd'): string {
  return iso ? dayjs(iso).format(dayjsFormat(dateFormat)) : '';
}

export function formatDateTime(iso: string | null | undefined, dateFormat = 'yyyy-MM-dd'): string {
  return iso ? dayjs(iso).format(`${dayjsFormat(dateFormat)} HH:mm:ss`) : '';
}
