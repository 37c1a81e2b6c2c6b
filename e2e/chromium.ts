// The one Chromium of an e2e run: global-setup starts it as a Playwright server in a process of its own
// (e2e/chromium-server.ts), and each test file connects to it and makes its own contexts (separate cookies, storage
// and pages). A connection costs about a second where a launch costs five.
import { chromium, type Browser } from 'playwright-core';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export const CHROMIUM = process.env.DECKLAB_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface ChromiumServer {
  /** The server's WebSocket address, for connectChromium. */
  endpoint: string;
  close(): Promise<void>;
}

export async function startChromiumServer(): Promise<ChromiumServer> {
  const server = spawn(process.execPath, [new URL('./chromium-server.ts', import.meta.url).pathname], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [endpoint] = (await once(createInterface({ input: server.stdout }), 'line')) as [string];
  return {
    endpoint,
    async close() {
      const exited = once(server, 'exit');
      server.stdin.end();
      await exited;
    },
  };
}

/** A Chromium of the caller's own, for files that time input: one driver serving every file bunches keystrokes. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A connection to the run's Chromium; closing it closes the contexts it made and leaves the browser running. */
export function connectChromium(endpoint: string): Promise<Browser> {
  return chromium.connect(endpoint);
}
