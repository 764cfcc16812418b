import { render } from '@testing-library/react';
import { richMessage } from './richMessage';

it('puts elements into a sentence at their marks, in the order the language gives', () => {
  const { container } = render(
    <p>
      {richMessage('{path} ঠিকানায় কোনো পাতা নেই। {home} দেখুন।', {
        path: <code>/x</code>,
        home: <a href="/bn">প্রথম পাতা</a>,
      })}
    </p>,
  );
  expect(container.innerHTML).toBe('<p><code>/x</code> ঠিকানায় কোনো পাতা নেই। <a href="/bn">প্রথম পাতা</a> দেখুন।</p>');
});

it('leaves a mark it has no part for as it is written', () => {
  const { container } = render(<p>{richMessage('Hello {who}', {})}</p>);
  expect(container.textContent).toBe('Hello {who}');
});
