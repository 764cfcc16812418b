// jsdom lacks fetch and its companions. Hand the page Node's own (undici) fetch, Request, Response,
// Headers, FormData, Blob and File so RTK Query and uploads run in tests as they do in a browser.
// Build FormData by appending fields (not `new FormData(formElement)`): it is Node's FormData.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'AbortController',
  'AbortSignal',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of FROM_NODE) this.global[key] = globalThis[key];
    // URL.createObjectURL is used for previews and downloads; jsdom has neither.
    this.global.URL.createObjectURL = () => 'blob:test';
    this.global.URL.revokeObjectURL = () => {};
  }
}

module.exports = JsdomWithFetch;
