// A demo user's bearer token from the running server.
import { DEMO_PASSWORD } from '../src/server/db/seed';

export async function login(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/base/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as { data?: { token?: string }; message: string };
  if (!answer.data?.token) throw new Error(`login as ${username} failed: ${answer.message}`);
  return answer.data.token;
}
