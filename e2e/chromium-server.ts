// Run by global-setup as a process of its own: starts the run's Chromium as a Playwright server, prints its address on
// one line and keeps it until stdin closes. A process of its own, so that every file's input goes through a driver
// that nothing else keeps busy (in vitest's main process it bunched keystrokes the latency tests time).
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
process.stdout.write(`${server.wsEndpoint()}\n`);
process.stdin.resume();
process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
