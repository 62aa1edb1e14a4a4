/** The one rule of a read-only role (issue 32): it reads, asks a report or a verify, signs in and out; nothing else. */
import { mayWrite } from './read-only';
import type { Access } from './access.decorators';

const roles = (resource: string, action: string): Access =>
  ({ kind: 'roles', resource, action, roles: [] }) as unknown as Access;

describe('what a read-only role may send', () => {
  it('given the auditor, when it reads, then it may', () => {
    for (const method of ['GET', 'HEAD', 'get'])
      expect([method, mayWrite('auditor', method, roles('orders', 'read'), false)]).toEqual([method, true]);
  });

  it('given the auditor, when it writes anything, public routes included, then it may not', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(mayWrite('auditor', method, roles('brands', 'write'), false)).toBe(false);
      expect(mayWrite('auditor', method, roles('session', 'use'), false)).toBe(false);
      expect(mayWrite('auditor', method, { kind: 'public' }, false)).toBe(false);
      expect(mayWrite('auditor', method, roles('audit', 'close'), false)).toBe(false);
    }
  });

  it('given the auditor, when it asks a report or a verify, or signs in or out, then it may', () => {
    expect(mayWrite('auditor', 'POST', roles('reports', 'generate'), false)).toBe(true);
    expect(mayWrite('auditor', 'POST', roles('audit', 'verify'), false)).toBe(true);
    expect(mayWrite('auditor', 'POST', { kind: 'public' }, true)).toBe(true);
    expect(mayWrite('auditor', 'DELETE', roles('session', 'use'), true)).toBe(true);
  });

  it('given any role of the spec, then the rule changes nothing for it', () => {
    for (const role of ['admin', 'sales', 'storer', 'financial', 'endline'] as const)
      expect(mayWrite(role, 'POST', roles('brands', 'write'), false)).toBe(true);
  });
});
