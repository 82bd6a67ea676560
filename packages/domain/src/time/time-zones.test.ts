import { describe, expect, it } from 'vitest';
import {
  isTimeZonePref,
  LOCAL_TIME_ZONE,
  timeZoneLabel,
  timeZoneOffsets,
  timeZoneOptions,
} from './time-zones.js';

describe('timeZoneOffsets (spec 1 §3.3: -12 to 13 hours including half-hour and 45-minute zones)', () => {
  it('runs from -12 to 13 in ascending order without repeats', () => {
    expect(timeZoneOffsets[0]).toBe(-12);
    expect(timeZoneOffsets[timeZoneOffsets.length - 1]).toBe(13);
    expect([...timeZoneOffsets].sort((a, b) => a - b)).toEqual([...timeZoneOffsets]);
    expect(new Set(timeZoneOffsets).size).toBe(timeZoneOffsets.length);
  });

  it.each([-12, -9.5, -4.5, -4, -3.5, 0, 4.5, 5.5, 5.75, 8.75, 12.75, 13])('includes %d', (offset) => {
    expect(timeZoneOffsets).toContain(offset);
  });

  it('holds every whole hour from -12 to 13', () => {
    for (let h = -12; h <= 13; h++) expect(timeZoneOffsets).toContain(h);
  });

  it('holds only whole, half-hour and 45-minute offsets', () => {
    for (const o of timeZoneOffsets) expect([0, 0.5, 0.75]).toContain(Math.abs(o) % 1);
  });
});

describe('isTimeZonePref: an offset of the list as text, or localTimezone', () => {
  it.each([
    ['localTimezone', true],
    [LOCAL_TIME_ZONE, true],
    ['-4.5', true], // the spec's own example
    ['-4.25', false],
    ['-3.5', true],
    ['5.75', true],
    ['-9.5', true],
    ['12.75', true],
    ['0', true],
    ['-12', true],
    ['13', true],
    ['14', false],
    ['-13', false],
    ['5.7', false],
    ['Asia/Shanghai', false],
    ['LocalTimezone', false],
    ['', false],
    ['   ', false],
    ['0x0', false],
    ['1e0', false],
  ] as const)('%j -> %s', (value, expected) => {
    expect(isTimeZonePref(value)).toBe(expected);
  });
});

describe("timeZoneLabel: 'UTC+05:45' style", () => {
  it.each([
    [5.75, 'UTC+05:45'],
    [-3.5, 'UTC-03:30'],
    [-4.5, 'UTC-04:30'],
    [0, 'UTC+00:00'],
    [-12, 'UTC-12:00'],
    [13, 'UTC+13:00'],
    [-9.5, 'UTC-09:30'],
    [12.75, 'UTC+12:45'],
    [8.75, 'UTC+08:45'],
  ])('%d -> %s', (offset, expected) => {
    expect(timeZoneLabel(offset)).toBe(expected);
  });
});

describe('timeZoneOptions', () => {
  const options = timeZoneOptions('System time zone');

  it('puts the local zone first with the given label', () => {
    expect(options[0]).toEqual({ value: 'localTimezone', label: 'System time zone' });
  });

  it('then offers every offset, each a valid preference', () => {
    expect(options.slice(1).map((o) => Number(o.value))).toEqual([...timeZoneOffsets]);
    for (const o of options) expect(isTimeZonePref(o.value)).toBe(true);
  });

  it.each([
    ['5.75', 'UTC+05:45'],
    ['-3.5', 'UTC-03:30'],
    ['-12', 'UTC-12:00'],
  ])('option %s is labelled %s', (value, label) => {
    expect(options.find((o) => o.value === value)?.label).toBe(label);
  });
});
