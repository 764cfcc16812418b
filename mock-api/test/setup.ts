// Spreadsheet imports start a worker thread; on a busy 2-core machine a hook may exceed jest's 5 s default.
jest.setTimeout(30_000);
