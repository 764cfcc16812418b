import { serverRenderedPage, STATE_SCRIPT_ID } from './serverState';

function page(root: string, state?: string) {
  document.body.innerHTML = `<div id="root">${root}</div>${
    state === undefined ? '' : `<script type="application/json" id="${STATE_SCRIPT_ID}">${state}</script>`
  }`;
  return document;
}

it('hydrates a page the server rendered, naming its remote page', () => {
  expect(serverRenderedPage(page('<div>frame</div>', '{"auth":{}}'), '/notice')).toEqual({
    state: { auth: {} },
    page: 'mf_directories/NoticeBoardPage',
  });
  expect(serverRenderedPage(page('<div>frame</div>', '{}'), '/nowhere')?.page).toBeNull();
});

it('draws the page in the browser when the server did not render it or its state is broken', () => {
  expect(serverRenderedPage(page(''), '/notice')).toBeNull();
  expect(serverRenderedPage(page('', '{}'), '/notice')).toBeNull();
  expect(serverRenderedPage(page('<div>frame</div>'), '/notice')).toBeNull();
  expect(serverRenderedPage(page('<div>frame</div>', '{not json'), '/notice')).toBeNull();
});
