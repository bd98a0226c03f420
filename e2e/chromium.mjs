// How every browser of the test and bench tooling is started: the e2e suite (playwright.config.ts), the
// bench (bench/*.mjs) and the deployment check (deploy/check-page.mjs) drive Debian's Chromium with these.
// No import statements and no import.meta: Playwright's loader then rewrites this ES module into CommonJS,
// which fails to load (playwright.config.ts imports it). Node's built-ins come from process.getBuiltinModule.
const { readFileSync } = process.getBuiltinModule('node:fs');
const { createRequire } = process.getBuiltinModule('node:module');

/** Debian's Chromium (CI installs it with apt-get); CHROMIUM_PATH points elsewhere */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright turns off in every Chromium it starts (its chromiumSwitches.ts, not exported: read
 * from its bundle). Chromium keeps only the last `--disable-features` switch, and ours comes after
 * Playwright's: a list of our own alone turned Playwright's back on (PaintHolding, HttpsUpgrades,
 * ThirdPartyStoragePartitioning, ...), which it turns off so that pages behave under automation. Throws when
 * the bundle no longer has the list where it was: look there after a Playwright upgrade.
 */
function playwrightDisabledFeatures() {
  // resolved from the working directory: every user of this file runs inside the repository
  const bundle = readFileSync(createRequire(`${process.cwd()}/`).resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  const names = list?.replace(/\/\/.*$/gm, '').match(/"[A-Za-z0-9_]+"/g)?.map((name) => name.slice(1, -1));
  if (!names?.length) throw new Error("e2e/chromium.mjs: Playwright's list of disabled Chromium features was not found in playwright-core");
  return names;
}

/** ours: see CHROMIUM_ARGS */
const OWN_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * - `--no-sandbox`: CI runs as root in a container; `--disable-dev-shm-usage`: its /dev/shm is small.
 * - `--disable-gpu`: no GPU; Chromium composites in software.
 * - `--disable-quic`, `--disable-background-networking`, `--disable-component-update`, `--disable-sync`,
 *   `--no-first-run`: nothing but the page talks to the network, and no first-run work.
 * - `--disable-features=WebUIOmniboxPopup,...`: Chromium 156's headless mode runs the full browser, whose
 *   address bar popup is a WebUI page that each new window preloads: a renderer of its own loading some
 *   400 chrome:// files and laying them out. Every Playwright context is a new window, so every test and
 *   every cold load of the bench shared the machine's two cores with it for ~2 s, unseen (a Chrome trace of
 *   a cold pre-order load showed the "WebUI Top Renderer" busy from 8 ms to 2.1 s after navigation start).
 *   Cold pre-order page, interleaved, 20 loads each: 0.79 s median without it against 1.23 s with it. A
 *   user's browser preloads that popup once per window, not once per page they open. The switch also
 *   repeats Playwright's own list (`playwrightDisabledFeatures`): Chromium reads the last one only.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  `--disable-features=${[...new Set([...playwrightDisabledFeatures(), ...OWN_DISABLED_FEATURES])].join(',')}`,
];
