// A bound against a hang, not a measurement: spreadsheet imports start a worker thread and a first
// start seeds the site (argon2, image derivatives, PostgreSQL + S3), which took over 30 s under load
// on a 2-core CI machine.
jest.setTimeout(120_000);
