// The e2e suites run in Debian's Chromium (Playwright's own browser downloads are not reachable here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(SYSTEM_CHROMIUM) || process.platform !== 'linux') return;
  if (spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.warn('No apt-get here: the e2e suites will use the browser Playwright finds.');
    return;
  }
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  console.log("Installing Debian's Chromium for the e2e suites ...");
  const run = (args) => {
    const [command, ...rest] = [...asRoot, ...args];
    return spawnSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run(['apt-get', 'update']);
  const install = run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  if (install.status !== 0 || !existsSync(SYSTEM_CHROMIUM)) {
    console.warn('Chromium could not be installed: the e2e suites will use the browser Playwright finds.');
  }
}
