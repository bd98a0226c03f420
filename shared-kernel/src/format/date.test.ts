import { formatDate, formatDateTime } from './date';

describe('dates', () => {
  it('formats DD-MM-YYYY and keeps calendar dates as they are', () => {
    expect(formatDate('2026-03-07')).toBe('07-03-2026');
    expect(formatDate(new Date(2026, 11, 31, 23, 59))).toBe('31-12-2026');
    expect(formatDateTime(new Date(2026, 0, 2, 9, 5))).toBe('02-01-2026 09:05');
  });
  it('gives an empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
