// How every browser of the test and bench tooling is started: the e2e suite (playwright.config.ts), the
// bench (bench/*.mjs) and the deployment check (deploy/check-page.mjs) drive Debian's Chromium with these.

/** Debian's Chromium (CI installs it with apt-get); CHROMIUM_PATH points elsewhere */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
 *   user's browser preloads that popup once per window, not once per page they open.
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
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
