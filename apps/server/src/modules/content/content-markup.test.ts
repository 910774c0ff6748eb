import { describe, expect, it } from 'vitest';
import { plainText, renderMarkdown } from './content-markup.js';

describe('renderMarkdown', () => {
  it.each([
    ['**b** _i_ ~~s~~', '<p><strong>b</strong> <em>i</em> <s>s</s></p>\n'],
    ['# Top', '<h2>Top</h2>\n'],
    ['###### Deep', '<h4>Deep</h4>\n'],
    ['- a\n- b', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n'],
    ['<b>raw</b>', '<p>&lt;b&gt;raw&lt;/b&gt;</p>\n'],
    ['[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>\n'],
    ['[x](vbscript:msgbox)', '<p>[x](vbscript:msgbox)</p>\n'],
    ['[x](//evil.example/)', '<p>x</p>\n'],
    ['[x](mailto:support@clutch.gg)', '<p><a href="mailto:support@clutch.gg">x</a></p>\n'],
    ['![pic](https://x.example/p.png)', '<p></p>\n'],
    [
      'https://clutch.gg',
      '<p><a href="https://clutch.gg" rel="noopener noreferrer nofollow" target="_blank">https://clutch.gg</a></p>\n',
    ],
  ])('renders %j', (source, html) => {
    expect(renderMarkdown(source)).toBe(html);
  });
});

describe('plainText', () => {
  it.each([
    ['# Head\n\nSome **bold** `code`.', 'Head Some bold code.'],
    ['- one\n- two', 'one two'],
    ['line\nbreak', 'line break'],
    ['[link](https://x.example) text', 'link text'],
  ])('reads %j as %j', (source, text) => {
    expect(plainText(source)).toBe(text);
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const text = plainText('word '.repeat(100), 23);
    expect(text).toBe('word word word word…');
  });
});
