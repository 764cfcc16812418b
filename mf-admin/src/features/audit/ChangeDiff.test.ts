import { wordDiff } from './ChangeDiff';

describe('wordDiff', () => {
  it('marks whole words, Bengali ones included (their vowel signs stay with the word)', () => {
    expect(wordDiff('ভর্তি শুরু হবে ১ মার্চ', 'ভর্তি শেষ হবে ২ মার্চ')).toEqual([
      { kind: 'same', text: 'ভর্তি ' },
      { kind: 'removed', text: 'শুরু' },
      { kind: 'added', text: 'শেষ' },
      { kind: 'same', text: ' হবে ' },
      { kind: 'removed', text: '১' },
      { kind: 'added', text: '২' },
      { kind: 'same', text: ' মার্চ' },
    ]);
  });

  it('shows a rewritten text whole, old then new, rather than woven word by word', () => {
    expect(
      wordDiff('Admission circulars and dates are published on the board', 'Applications open on 15 March'),
    ).toEqual([
      { kind: 'removed', text: 'Admission circulars and dates are published on the board' },
      { kind: 'added', text: 'Applications open on 15 March' },
    ]);
    expect(wordDiff('', 'A new caption')).toEqual([{ kind: 'added', text: 'A new caption' }]);
  });
});
