// Finds a Chromium for the end-to-end tests: CHROME_PATH, else the system Chromium, else Debian's
// package when this machine can install it, else a plain message saying what to install.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium({ install = true } = {}) {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  if (install && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian package "chromium"...');
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    } catch {
      // fall through to the message below
    }
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return undefined;
}

export const MISSING_CHROMIUM_MESSAGE =
  'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chrome/Chromium binary.';
