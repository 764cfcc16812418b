import { chromium } from 'playwright-core';
import { publicJsBytes, switchJsBytes } from './publicJs.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--headless'] });
const o = process.argv[2] ?? 'http://localhost:6100';
for (const r of ['/', '/bn', '/notice', '/bn/notice', '/facultyTable', '/bn/facultyTable']) console.log(r, JSON.stringify(await publicJsBytes(browser, o + r)));
for (const [a, b] of [['/notice', '/bn/notice'], ['/', '/bn'], ['/bn/facultyTable', '/facultyTable']]) console.log(a, '→', b, JSON.stringify(await switchJsBytes(browser, o + a, o + b)));
await browser.close();
