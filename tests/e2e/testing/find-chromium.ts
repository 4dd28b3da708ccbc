import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

/** Thrown with a one-line message naming what to install or set. */
export class ChromiumMissingError extends Error {
  override name = 'ChromiumMissingError';
}

function commandExists(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * The Chromium the journeys drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. When neither
 * exists and we are root with apt-get, Debian's `chromium` package is installed (no test tool
 * ever downloads a browser); otherwise this fails with a one-line message.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new ChromiumMissingError(
      `CHROMIUM_PATH is set to ${configured}, which does not exist: point it at a Chromium binary or unset it to use ${debianChromium}.`,
    );
  }
  if (existsSync(debianChromium)) return debianChromium;

  if (process.getuid?.() === 0 && commandExists('apt-get')) {
    console.log(`Chromium not found: installing Debian's chromium package with apt-get…`);
    const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env: aptEnv });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
            stdio: 'inherit',
            env: aptEnv,
          })
        : update;
    if (install.status === 0 && existsSync(debianChromium)) return debianChromium;
    throw new ChromiumMissingError(
      `apt-get could not install Chromium: install Debian's chromium package or set CHROMIUM_PATH.`,
    );
  }
  throw new ChromiumMissingError(
    `Chromium not found: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
}
