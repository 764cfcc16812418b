// The kit's core is downloaded by every public page; what only the admin portal, a form that sends
// something or a remote's dev page needs lives in entries of its own and must not come back into it.
import * as core from './index';
import * as refusals from './refusals';
import * as collegeTime from './collegeTime';
import * as staff from './staff';
import * as standalone from './standalone';
import * as globalStyle from './theme/GlobalStyle';

describe("the kit's entries", () => {
  it.each([
    ['refusals', refusals],
    ['collegeTime', collegeTime],
    ['staff', staff],
    ['standalone', standalone],
    ['globalStyle', globalStyle],
  ])('the core does not carry what @gsvmc/shared-kit/%s exports', (_name, entry) => {
    const names = Object.keys(entry);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name in core)).toEqual([]);
  });
});
