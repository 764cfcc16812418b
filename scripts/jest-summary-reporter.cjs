// Writes the run's totals to test-results/jest.json, which .ci/run adds to the browser journeys'.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const out = path.join(__dirname, '..', 'test-results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(
      path.join(out, 'jest.json'),
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        // Tests that did not run: skipped ones (numPendingTests) and Jest's own test.todo count.
        skipped: results.numPendingTests + results.numTodoTests,
        suites: results.numTotalTestSuites,
      }),
    );
  }
}

module.exports = SummaryReporter;
