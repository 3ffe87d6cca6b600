import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatFullDateTime,
  isSameDay,
  nameDay,
  startsDay,
} from '../../src/client/features/chat/message-times';
import { intlLocaleOf } from '../../src/client/i18n/intl-locale';

/** A time on the reader's own clock, as an API time string. */
const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

const now = new Date(2026, 5, 18, 9, 30); // Thursday 18 June 2026, 09:30

describe('message times', () => {
  it('formats hours and minutes the way each locale writes them', () => {
    expect(formatClockTime(at(2026, 6, 18, 15, 5), 'en-US')).toMatch(/^3:05\sPM$/);
    expect(formatClockTime(at(2026, 6, 18, 15, 5), 'de-DE')).toBe('15:05');
    expect(formatClockTime(at(2026, 6, 18, 9, 5), 'ja-JP')).toBe('9:05');
    // Arabic digits, and the hour of a Gregorian clock.
    expect(formatClockTime(at(2026, 6, 18, 15, 5), 'ar-SA')).toContain('3:05');
  });

  it('gives nothing for a time it cannot read, instead of "Invalid Date"', () => {
    expect(formatClockTime('not a time', 'en-US')).toBe('');
    expect(formatFullDateTime('not a time', 'en-US')).toBe('');
  });

  it('spells the full date and time for the hint', () => {
    expect(formatFullDateTime(at(2026, 6, 18, 15, 5), 'en-US')).toMatch(
      /^Thursday, June 18, 2026(,| at) 3:05\sPM$/,
    );
  });

  it('maps the interface language to the BCP 47 tag Intl formats in', () => {
    expect(intlLocaleOf('en')).toBe('en-US');
    expect(intlLocaleOf('zh-hant')).toBe('zh-HK');
    expect(intlLocaleOf('ar')).toBe('ar-SA');
    expect(intlLocaleOf('xx')).toBe('xx');
  });
});

describe('day separators', () => {
  it('names today, yesterday, the last week’s weekdays, then dates', () => {
    expect(nameDay(at(2026, 6, 18, 0, 1), 'en-US', now)).toEqual({ kind: 'today' });
    expect(nameDay(at(2026, 6, 17, 23, 59), 'en-US', now)).toEqual({ kind: 'yesterday' });
    expect(nameDay(at(2026, 6, 15), 'en-US', now)).toEqual({ kind: 'date', text: 'Monday' });
    expect(nameDay(at(2026, 6, 12), 'en-US', now)).toEqual({ kind: 'date', text: 'Friday' });
    expect(nameDay(at(2026, 6, 11), 'en-US', now)).toEqual({ kind: 'date', text: 'June 11' });
    expect(nameDay(at(2025, 12, 31), 'en-US', now)).toEqual({
      kind: 'date',
      text: 'December 31, 2025',
    });
  });

  it('writes dates in the reader’s language, on the Gregorian calendar', () => {
    expect(nameDay(at(2026, 3, 3), 'de-DE', now)).toEqual({ kind: 'date', text: '3. März' });
    // ar-SA counts in the Hijri calendar by default; the chat keeps the app's Gregorian dates.
    const arabic = nameDay(at(2026, 3, 3), 'ar-SA', now);
    expect(arabic.kind === 'date' && arabic.text).toContain('مارس');
  });

  it('calls a message a little ahead of the device clock today, not tomorrow', () => {
    expect(nameDay(at(2026, 6, 19, 0, 2), 'en-US', new Date(2026, 5, 18, 23, 59))).toEqual({
      kind: 'today',
    });
  });

  it('compares days on the reader’s clock, not by 24 hours', () => {
    expect(isSameDay(at(2026, 6, 18, 0, 0), at(2026, 6, 18, 23, 59))).toBe(true);
    expect(isSameDay(at(2026, 6, 17, 23, 59), at(2026, 6, 18, 0, 1))).toBe(false);
    expect(isSameDay('bad', 'bad')).toBe(false);
  });

  it('puts a separator before the first message and before each new day only', () => {
    const list = [
      { createdAt: at(2026, 6, 16, 22) },
      { createdAt: at(2026, 6, 16, 23) },
      { createdAt: at(2026, 6, 18, 8) },
      { createdAt: at(2026, 6, 18, 9) },
    ];
    expect(list.map((_, index) => startsDay(list, index))).toEqual([true, false, true, false]);
    expect(startsDay(list, 4)).toBe(false);
  });
});
