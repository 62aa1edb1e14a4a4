import type { Role } from '@bo/domain';
import type { HttpClient } from './http-client';

/** One request of a role check, sent by the role's client (`role` to tell its writes apart). */
export type RoleRequest = (client: HttpClient, role: Role) => Promise<{ status: number }>;

/**
 * Each role of `answers`, signed in by `signedIn` (usually `suite.as`), sends these requests in
 * order and gets exactly these statuses: `{ storer: '200 403 403' }`. One line per role, so a
 * failure names the role and every status it got.
 */
export async function expectRoleAnswers(
  signedIn: (role: Role) => Promise<HttpClient>,
  answers: Partial<Record<Role, string>>,
  requests: RoleRequest[],
): Promise<void> {
  for (const [role, expected] of Object.entries(answers) as [Role, string][]) {
    const client = await signedIn(role);
    const seen: number[] = [];
    for (const request of requests) seen.push((await request(client, role)).status);
    expect(`${role}: ${seen.join(' ')}`).toBe(`${role}: ${expected}`);
  }
}
