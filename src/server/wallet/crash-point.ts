// A kill -9 test needs the server stopped at one exact moment (a notification verified and claimed,
// nothing posted yet). When TESSERA_CRASH_POINT names the point, the server writes the file
// TESSERA_CRASH_POINT_FILE (so the test knows it is there) and waits there for its kill. Unset, as
// everywhere outside that test, it does nothing.
import { writeFileSync } from 'node:fs';

export async function crashPoint(name: string): Promise<void> {
  if (!process.env.TESSERA_CRASH_POINT || process.env.TESSERA_CRASH_POINT !== name) return;
  if (process.env.TESSERA_CRASH_POINT_FILE) writeFileSync(process.env.TESSERA_CRASH_POINT_FILE, name);
  await new Promise<never>(() => {});
}
