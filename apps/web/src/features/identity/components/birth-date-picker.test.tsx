import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BirthDatePicker } from './birth-date-picker';

afterEach(cleanup);

/** The picker in a parent that keeps its value, shown in a status line; a button clears it. */
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BirthDatePicker value={value} onChange={setValue} />
      <output data-testid="value">{value || '(none)'}</output>
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
const choose = (name: string, value: string | number) =>
  fireEvent.change(select(name), { target: { value: String(value) } });
const dayCount = () => within(select('Day')).getAllByRole('option').length - 1; // minus the placeholder
const output = () => screen.getByTestId('value').textContent;

describe('BirthDatePicker', () => {
  it('is a group of three labelled selects: month, day, year', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Date of Birth' })).toBeTruthy();
    const months = within(select('Month')).getAllByRole('option');
    expect(months.map((o) => o.textContent)).toEqual([
      'Month',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
  });

  it('lists 100 years, newest first, from 2007', () => {
    render(<Harness />);
    const years = within(select('Year'))
      .getAllByRole('option')
      .slice(1)
      .map((o) => Number(o.textContent));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2007);
    expect(years.at(-1)).toBe(1908);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('the days follow the month and the year', () => {
    render(<Harness />);
    expect(dayCount()).toBe(31);
    choose('Month', 4);
    expect(dayCount()).toBe(30);
    choose('Month', 2);
    expect(dayCount()).toBe(29); // no year yet: 29 February stays possible
    choose('Year', 2001);
    expect(dayCount()).toBe(28);
    choose('Year', 2000); // divisible by 400: a leap year
    expect(dayCount()).toBe(29);
    choose('Year', 1996);
    expect(dayCount()).toBe(29);
  });

  it('outputs YYYY-MM-DD only once month, day and year are all chosen', () => {
    render(<Harness />);
    choose('Month', 7);
    expect(output()).toBe('(none)');
    choose('Day', 21);
    expect(output()).toBe('(none)');
    choose('Year', 1990);
    expect(output()).toBe('1990-07-21');
    choose('Day', '');
    expect(output()).toBe('(none)');
    choose('Day', 4);
    expect(output()).toBe('1990-07-04');
  });

  it('drops 29 February when the year chosen is not a leap year', () => {
    render(<Harness />);
    choose('Month', 2);
    choose('Day', 29);
    choose('Year', 2004);
    expect(output()).toBe('2004-02-29');
    choose('Year', 2003);
    expect(select('Day').value).toBe('');
    expect(output()).toBe('(none)');
    choose('Month', 1);
    choose('Day', 31);
    expect(output()).toBe('2003-01-31');
    choose('Month', 6); // June has no 31st
    expect(select('Day').value).toBe('');
    expect(output()).toBe('(none)');
  });

  it('shows a given value, and follows its owner when cleared', () => {
    render(<Harness initial="1985-04-12" />);
    expect([select('Month').value, select('Day').value, select('Year').value]).toEqual(['4', '12', '1985']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect([select('Month').value, select('Day').value, select('Year').value]).toEqual(['', '', '']);
  });

  it('ties its error to every select', () => {
    render(<BirthDatePicker value="" onChange={() => {}} error="Date of birth is required" />);
    const message = screen.getByText('Date of birth is required');
    for (const name of ['Month', 'Day', 'Year']) {
      expect(select(name).getAttribute('aria-invalid')).toBe('true');
      expect(select(name).getAttribute('aria-describedby')).toBe(message.id);
    }
  });
});
