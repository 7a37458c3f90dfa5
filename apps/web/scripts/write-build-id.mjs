// Names this build (spec sections 7 and 9: the site polls a latest-build file hourly and offers a reload
// when a new build is out). Writes public/latest-build.json; next.config.ts reads it for Next's build id and
// bakes it into the browser code as NEXT_PUBLIC_BUILD_ID, so an open page compares its own build with the
// file the server now serves. BUILD_ID from the environment wins (a CI's commit, say).
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const buildId =
  process.env.BUILD_ID ||
  `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
const target = fileURLToPath(new URL('../public/latest-build.json', import.meta.url));
writeFileSync(target, `${JSON.stringify({ buildId })}\n`);
console.log(`write-build-id: ${buildId} → ${target}`);
