import { describe, expect, it } from 'vitest';
import { candidateTimeZones } from './candidate-time-zones';
import { CONTINENTAL_TIME_ZONES } from './state-time-zones';

const zonesOf = (state: string | null, zip: string | null, phone: string | null) =>
  candidateTimeZones({ state, zip, phone }).sort();

describe('candidateTimeZones', () => {
  it('gives the one zone of a one-zone state, and agrees with its ZIP and area code', () => {
    expect(zonesOf('IL', '60601', '(312) 555-0100')).toEqual(['America/Chicago']);
    expect(zonesOf('ca', null, null)).toEqual(['America/Los_Angeles']);
  });

  it('gives every zone of a split state when nothing narrows it', () => {
    expect(zonesOf('TX', null, null)).toEqual(['America/Chicago', 'America/Denver']);
    expect(zonesOf('FL', null, null)).toEqual(['America/Chicago', 'America/New_York']);
    expect(zonesOf('IN', null, null)).toEqual(['America/Chicago', 'America/New_York']);
    expect(zonesOf('AK', null, null)).toEqual(['America/Adak', 'America/Anchorage']);
  });

  it("narrows a split state to its ZIP's zone, or keeps both where the ZIP3 straddles", () => {
    expect(zonesOf('TX', '79901', null)).toEqual(['America/Denver']); // El Paso
    expect(zonesOf('TX', '75201', null)).toEqual(['America/Chicago']); // Dallas
    expect(zonesOf('FL', '32501', null)).toEqual(['America/Chicago']); // Pensacola
    expect(zonesOf('FL', '33101', null)).toEqual(['America/New_York']); // Miami
    expect(zonesOf('FL', '32401', null)).toEqual(['America/Chicago', 'America/New_York']); // Panama City area
    expect(zonesOf('TN', '37201', null)).toEqual(['America/Chicago']); // Nashville
    expect(zonesOf('TN', '37902', null)).toEqual(['America/New_York']); // Knoxville
  });

  it('takes the union where state, ZIP and area code disagree', () => {
    expect(zonesOf('NJ', '07030', '213-555-0100')).toEqual(['America/Los_Angeles', 'America/New_York']);
    expect(zonesOf('NY', '60601', null)).toEqual(['America/Chicago', 'America/New_York']);
    expect(zonesOf('FL', '33101', '+1 915 555 0100')).toEqual(['America/Denver', 'America/New_York']);
  });

  it('uses the ZIP or the area code alone when the state is missing', () => {
    expect(zonesOf(null, '85004', null)).toEqual(['America/Phoenix']);
    expect(zonesOf(null, '96813', null)).toEqual(['Pacific/Honolulu']);
    expect(zonesOf(null, null, '808-555-0100')).toEqual(['Pacific/Honolulu']);
    expect(zonesOf(null, null, '6715550100')).toEqual(['Pacific/Guam']);
    expect(zonesOf(null, '00901', null)).toEqual(['America/Puerto_Rico']);
    expect(zonesOf(null, '96799', null)).toEqual(['Pacific/Pago_Pago']);
    expect(zonesOf(null, '96950', null)).toEqual(['Pacific/Guam', 'Pacific/Saipan']);
  });

  it('adds nothing for toll-free or unknown area codes and malformed ZIPs', () => {
    expect(zonesOf('AZ', '1234', '800-555-0100')).toEqual(['America/Phoenix']);
    expect(zonesOf('WA', null, '555-0100')).toEqual(['America/Los_Angeles']);
  });

  it('falls back to the continental set when nothing is known', () => {
    expect(zonesOf(null, null, null)).toEqual([...CONTINENTAL_TIME_ZONES].sort());
    expect(zonesOf('  ', '', '888-555-0100')).toEqual([...CONTINENTAL_TIME_ZONES].sort());
    expect(zonesOf('ZZ', '09012', null)).toEqual([...CONTINENTAL_TIME_ZONES].sort()); // APO/FPO Europe
  });
});
