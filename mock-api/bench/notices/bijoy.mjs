// Unicode Bengali to the Bijoy ASCII coding that SutonnyMJ and other legacy fonts draw from: enough
// of the table to make a realistic legacy-font text layer for the benchmark (not a full converter).
const CONSONANTS = {
  ক: 'K',
  খ: 'L',
  গ: 'M',
  ঘ: 'N',
  ঙ: 'O',
  চ: 'P',
  ছ: 'Q',
  জ: 'R',
  ঝ: 'S',
  ঞ: 'T',
  ট: 'U',
  ঠ: 'V',
  ড: 'W',
  ঢ: 'X',
  ণ: 'Y',
  ত: 'Z',
  থ: '_',
  দ: '`',
  ধ: 'a',
  ন: 'b',
  প: 'c',
  ফ: 'd',
  ব: 'e',
  ভ: 'f',
  ম: 'g',
  য: 'h',
  র: 'i',
  ল: 'j',
  শ: 'k',
  ষ: 'l',
  স: 'm',
  হ: 'n',
  '\u09DC': 'o',
  '\u09DD': 'p',
  '\u09DF': 'q',
  ৎ: 'r',
};
const OTHERS = {
  অ: 'A',
  আ: 'Av',
  ই: 'B',
  ঈ: 'C',
  উ: 'D',
  ঊ: 'E',
  ঋ: 'F',
  এ: 'G',
  ঐ: 'H',
  ও: 'I',
  ঔ: 'J',
  'া': 'v',
  'ী': 'x',
  'ু': 'y',
  'ূ': '~',
  'ৃ': '„',
  'ং': 's',
  'ঃ': 't',
  'ঁ': 'u',
  '্': '&',
  '।': '|',
  '০': '0',
  '১': '1',
  '২': '2',
  '৩': '3',
  '৪': '4',
  '৫': '5',
  '৬': '6',
  '৭': '7',
  '৮': '8',
  '৯': '9',
};
const CONJUNCTS = { ক্ষ: 'ÿ', ত্র: 'Î', ন্ত: 'š—', ন্দ: '›`', ম্ব: '¤^', ক্ত: '³', ষ্ট: 'ó', জ্ঞ: 'Á', চ্ছ: '”Q', ন্ধ: 'Ü' };
const PRE = { 'ি': 'w', 'ে': '‡', 'ৈ': '‣' };

export function toBijoy(text) {
  let out = '';
  // য় ড় ঢ় are one code each here (NFC splits them into a letter and a nukta).
  const cs = [
    ...text
      .normalize('NFC')
      .replace(/য\u09BC/g, '\u09DF')
      .replace(/ড\u09BC/g, '\u09DC')
      .replace(/ঢ\u09BC/g, '\u09DD'),
  ];
  for (let i = 0; i < cs.length; i++) {
    if (cs[i] === 'র' && cs[i + 1] === '্' && CONSONANTS[cs[i + 2]]) {
      // reph: Bijoy writes it after the consonant it sits on (and after a vowel sign written before)
      const next = cs[i + 3];
      const base = CONSONANTS[cs[i + 2]] + '©';
      if (PRE[next]) [out, i] = [out + PRE[next] + base, i + 3];
      else if (next === 'ো') [out, i] = [out + '‡' + base + 'v', i + 3];
      else [out, i] = [out + base, i + 2];
      continue;
    }
    const two = cs[i] + (cs[i + 1] ?? '') + (cs[i + 2] ?? '');
    let cluster = null;
    let len = 0;
    if (CONJUNCTS[two]) [cluster, len] = [CONJUNCTS[two], 3];
    else if (CONSONANTS[cs[i]]) [cluster, len] = [CONSONANTS[cs[i]], 1];
    if (cluster) {
      const next = cs[i + len];
      if (next === 'ো') [out, i] = [out + '‡' + cluster + 'v', i + len];
      else if (next === 'ৌ') [out, i] = [out + '‡' + cluster + 'Š', i + len];
      else if (PRE[next]) [out, i] = [out + PRE[next] + cluster, i + len];
      else [out, i] = [out + cluster, i + len - 1];
      continue;
    }
    out += OTHERS[cs[i]] ?? cs[i];
  }
  return out;
}
