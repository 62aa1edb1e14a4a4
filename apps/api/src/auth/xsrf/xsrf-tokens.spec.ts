import { randomBytes } from 'crypto';
import { XsrfTokens } from './xsrf-tokens';

describe('anti-forgery tokens', () => {
  const tokens = new XsrfTokens(randomBytes(32));

  it('are valid for the session they were signed for only', () => {
    const token = tokens.issue('session-a');
    expect(tokens.validFor(token, 'session-a')).toBe(true);
    expect(tokens.validFor(token, 'session-b')).toBe(false);
    expect(tokens.validFor(token, undefined)).toBe(false);
    expect(tokens.validFor(tokens.issue(undefined), undefined)).toBe(true);
    expect(tokens.validFor(tokens.issue(undefined), 'session-a')).toBe(false);
  });

  it('are new each time, and worth nothing under another key or altered', () => {
    const token = tokens.issue('session-a');
    expect(tokens.issue('session-a')).not.toBe(token);
    expect(new XsrfTokens(randomBytes(32)).validFor(token, 'session-a')).toBe(false);
    const [nonce, signature] = token.split('.');
    expect(tokens.validFor(`${nonce}x.${signature}`, 'session-a')).toBe(false);
    for (const odd of ['', 'abc', `${token}.x`, `.${signature}`, 42, null, 'x'.repeat(500)])
      expect(tokens.validFor(odd, 'session-a')).toBe(false);
  });

  it('once found valid, stay valid for that session only, whatever the cookies hold', () => {
    const token = tokens.issue('p q');
    expect(tokens.validFor(token, 'p q')).toBe(true);
    // Checked again (now from the set of checked pairs): the same answers.
    expect(tokens.validFor(token, 'p q')).toBe(true);
    expect(tokens.validFor(token, 'p')).toBe(false);
    expect(tokens.validFor(`q ${token}`, 'p')).toBe(false);
    expect(tokens.validFor(token, undefined)).toBe(false);
    const planted = 'x'.repeat(300);
    const long = tokens.issue(planted);
    expect([tokens.validFor(long, planted), tokens.validFor(long, planted)]).toEqual([true, true]);
  });
});
