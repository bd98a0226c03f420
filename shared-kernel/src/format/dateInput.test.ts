import { fromDateInput, toDateInput } from './dateInput';

describe('date inputs', () => {
  it('shows API dates as the local calendar day and keeps plain days', () => {
    expect(toDateInput('2026-03-05')).toBe('2026-03-05');
    expect(toDateInput(new Date(2026, 2, 5, 13, 0).toISOString())).toBe('2026-03-05');
    expect(toDateInput(null)).toBe('');
    expect(toDateInput('not a date')).toBe('');
  });

  it('sends the start or end of the local day, and null for empty or impossible dates', () => {
    expect(fromDateInput('2026-03-05')).toBe(new Date(2026, 2, 5).toISOString());
    expect(fromDateInput('2026-03-05', true)).toBe(new Date(2026, 2, 5, 23, 59, 59).toISOString());
    expect(fromDateInput('')).toBeNull();
    expect(fromDateInput('2026-02-31')).toBeNull();
  });
});
