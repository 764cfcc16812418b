// The check behind the phonetic keys: a Latin (or misspelt Bengali) word matches a Bengali word only
// when its vowels agree too, so that Banglish finds its words and a word that is not there finds nothing.
import { bengaliSounds, querySounds, soundMatch } from '../src/search/sounds';

const match = (typed: string, bengali: string) => soundMatch(querySounds(typed)!, bengaliSounds(bengali));

describe('sounds', () => {
  test.each([
    ['ভর্তি', ['vorti', 'bhorti', 'borti', 'vortee', 'ভর্তী']],
    ['পরীক্ষা', ['porikkha', 'porikha', 'poriksha', 'porixa', 'পরিক্ষা']],
    ['ছুটি', ['chuti', 'chhuti', 'chuuti']],
    ['বিজ্ঞপ্তি', ['biggopti', 'bigyopti']],
    ['গ্রন্থাগার', ['granthagar', 'gronthagar']],
    ['ছাত্রাবাস', ['chatrabas', 'chatrabash', 'chhatrabash']],
    ['সময়সূচি', ['shomoysuchi', 'somoysuchi']],
    ['জনস্বাস্থ্য', ['jonoshastho', 'janasasthya']],
    ['হাড়জোড়', ['harjor']],
    ['ব্যবস্থা', ['bebostha', 'byabostha']],
    ['বৃত্তি', ['britti']],
    ['হোস্টেল', ['hostel']],
  ])('%s is matched whole by %j', (bengali, typed) => {
    for (const word of typed) expect([word, match(word, bengali)]).toEqual([word, 'whole']);
  });

  test('a word whose consonants agree but whose vowels do not is another word', () => {
    expect(match('chuti', 'ছাত্রাবাস')).toBeNull();
    expect(match('ছুটি', 'ছাত্রাবাস')).toBeNull();
    expect(match('ভর্তি', 'বৃত্তি')).toBeNull();
    expect(match('xyzzy', 'কাজ')).toBeNull();
    expect(match('qwerty', 'কর্তা')).toBeNull();
    // An h that is not aspiration is হ: "home" is not আমার.
    expect(match('home', 'আমার')).toBeNull();
  });

  test('the start of a word only when long enough; the first word of a compound counts as whole', () => {
    expect(match('bidesh', 'বিদেশি')).toBe('prefix');
    expect(match('abc', 'অবকাঠামো')).toBeNull();
    expect(match('bho', 'ভর্তি')).toBeNull();
    expect(match('shishu', 'শিশুরোগ')).toBe('whole');
    expect(match('chokkhu', 'চক্ষুবিজ্ঞান')).toBe('whole');
  });
});
