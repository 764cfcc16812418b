// Preloaded (NODE_OPTIONS --require) into the notice reader's process and its worker threads by
// test/notice-text.test.ts: any attempt to reach the network throws and is written to a log, so the
// test proves OCR needs no download. Each thread notes that it loaded, so the test knows it ran.
const fs = require('node:fs');
const net = require('node:net');
const tls = require('node:tls');
const dns = require('node:dns');
const { isMainThread, threadId } = require('node:worker_threads');

const log = process.env.NOTICE_TEXT_NET_LOG;
const note = (line) => log && fs.appendFileSync(log, `${line}\n`);
note(`loaded ${isMainThread ? 'main' : 'worker'} ${process.pid}/${threadId}`);

const refuse = (what) =>
  function () {
    note(`BLOCKED ${what} ${JSON.stringify([...arguments].filter((a) => typeof a !== 'function')).slice(0, 200)}`);
    throw new Error(`network access is not allowed here (${what})`);
  };
net.Socket.prototype.connect = refuse('net.Socket.connect');
net.connect = net.createConnection = refuse('net.connect');
tls.connect = refuse('tls.connect');
dns.lookup = refuse('dns.lookup');
dns.promises.lookup = refuse('dns.promises.lookup');
globalThis.fetch = refuse('fetch');
