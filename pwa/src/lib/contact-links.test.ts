import { describe, expect, it } from 'vitest';
import { dialable, navigateUrl, smsUrl, stopMessage, telUrl } from './contact-links';

const place = { address: '12 Elm St', city: 'Seattle', state: 'WA', zipCode: '98199' };

describe('contact links', () => {
  it('navigates to the coordinates, or to the address when there are none', () => {
    expect(navigateUrl({ ...place, latitude: '47.64', longitude: '-122.4' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=47.64%2C-122.4',
    );
    expect(navigateUrl({ ...place, latitude: null, longitude: null })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12%20Elm%20St%2C%20Seattle%2C%20WA%2098199',
    );
    expect(navigateUrl({ ...place, latitude: 'x', longitude: '1' })).toContain('12%20Elm%20St');
  });

  it('dials and texts digits only, with the message prefilled', () => {
    expect(dialable('(206) 555-0142')).toBe('2065550142');
    expect(dialable('+1 206 555 0142')).toBe('+12065550142');
    expect(telUrl('206-555-0142')).toBe('tel:2065550142');
    expect(smsUrl('206-555-0142', 'Hi Ada')).toBe('sms:2065550142?body=Hi%20Ada');
  });

  it('words the message for the task', () => {
    expect(stopMessage('Ada Lovelace', 'take_to_curb')).toBe('Hi Ada, your bins are at the curb. – Magnolia Bin Valet');
    expect(stopMessage('Ada Lovelace', 'return_to_house')).toBe(
      'Hi Ada, your bins are back at the house. – Magnolia Bin Valet',
    );
  });
});
