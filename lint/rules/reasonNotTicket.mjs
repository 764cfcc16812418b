// A comment gives the reason in the product's words, never a tracker's number, which
// tells the next maintainer nothing once the tracker is gone, and it hides the reason it stands for.
// ESLint's own no-warning-comments matches plain terms, so it would also flag the word "issue" in prose
// ("the issue is that…"); this rule matches only a word followed by a number.

/** A tracker's reference: the word issue or defect (any case, singular or plural) and a number. */
export const TICKET_REFERENCE = /\b(issues?|defects?)[\s#-]*\d+/i;

/** @type {import('eslint').Rule.RuleModule} */
export const reasonNotTicket = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments give the reason, not an issue or defect number' },
    schema: [],
    messages: {
      ticket: 'Write the reason instead of "{{reference}}": the tracker is not where the next maintainer reads.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = TICKET_REFERENCE.exec(comment.value);
          if (match) context.report({ loc: comment.loc, messageId: 'ticket', data: { reference: match[0] } });
        }
      },
    };
  },
};

export default { rules: { 'reason-not-ticket': reasonNotTicket } };
