import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { errorText } from './error-text';

const refused = new ApiError(409, '{"message":"You cannot deactivate your own account"}', 'Conflict');
const html = new ApiError(502, '<html>Bad Gateway</html>', 'Bad Gateway');

describe('errorText', () => {
  it("shows the server's message", () => {
    expect(errorText(refused)).toBe('You cannot deactivate your own account');
    expect(errorText(refused, 'Failed to update customer. Please try again.')).toBe(
      'You cannot deactivate your own account',
    );
  });
  it('never shows an HTTP status: a bare refusal reads as a sentence', () => {
    expect(errorText(new ApiError(403, '{"message":"Forbidden"}', 'Forbidden'))).toBe(
      "You don't have permission to do that.",
    );
  });
  it('uses the fallback for an unreadable body or an error without a server answer', () => {
    expect(errorText(html, 'Failed to generate jobs')).toBe('Failed to generate jobs');
    expect(errorText(new TypeError('Failed to fetch'), 'Failed to assign crew member')).toBe(
      'Failed to assign crew member',
    );
  });
  it("falls back to the error's own message, then to 'Please try again.'", () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorText('weird')).toBe('Please try again.');
    expect(errorText(new ApiError(500, '', 'Internal Server Error'))).toBe('500: Internal Server Error');
  });
});
