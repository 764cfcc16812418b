// The comment rule against tracker numbers, run by ESLint's own RuleTester.
import { RuleTester } from 'eslint';
import { reasonNotTicket } from './reasonNotTicket.mjs';

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

// RuleTester makes its own describe/it blocks: one per case.
tester.run('reason-not-ticket', reasonNotTicket, {
  valid: [
    '// The issue is that a phone has nothing to drag a file from.',
    '/* Defects in a spreadsheet are reported row by row. */ const a = 1;',
    "const title = 'issue 13'; // a string is data, not a comment",
    '// Row 8 of 13 issues a warning.',
  ],
  invalid: [
    { code: '// Paged (issue 13): 50 a page', errors: [{ messageId: 'ticket' }] },
    { code: '/* issues 9 and 10 */ const a = 1;', errors: [{ messageId: 'ticket' }] },
    { code: '/** Opaque (Issue #14). */ const a = 1;', errors: [{ messageId: 'ticket' }] },
    { code: '// defect-4: the picture', errors: [{ messageId: 'ticket' }] },
  ],
});
