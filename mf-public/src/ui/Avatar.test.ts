import { initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first two words, after a title, in English or Bengali', () => {
    expect(initialsOf('Dr. Shirin Haque (sample)')).toBe('SH');
    expect(initialsOf('Faculty Member 1')).toBe('FM');
    expect(initialsOf('ডা. রহিম উদ্দিন')).toBe('রউ');
  });
});
