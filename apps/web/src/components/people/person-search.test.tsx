import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { PersonSearch, type SearchTerm } from './person-search';

const texts = { label: 'Find', placeholder: 'Name', hint: 'Type a name', none: 'Nobody' };
const idle = { isPending: false, isError: false, refetch: () => undefined };

function render(search: SearchTerm, isEmpty: boolean): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <PersonSearch search={search} list={idle} isEmpty={isEmpty} texts={texts} testId="find">
          <span>the rows</span>
        </PersonSearch>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const typed = (text: string, term: string): SearchTerm => ({ text, setText: () => {}, term });

describe('PersonSearch', () => {
  it('shows the hint and no rows while nothing is typed', () => {
    const html = render(typed('', ''), true);
    expect(html).toContain('Type a name');
    expect(html).not.toContain('the rows');
    expect(html).not.toContain('Nobody');
  });

  it('keeps the hint while typing has not paused yet', () => {
    const html = render(typed('mid', ''), false);
    expect(html).toContain('Type a name');
    expect(html).toContain('value="mid"');
  });

  it('shows the rows found for the settled term', () => {
    const html = render(typed('mid', 'mid'), false);
    expect(html).toContain('the rows');
    expect(html).not.toContain('Type a name');
  });

  it('says nothing matches when the term finds nobody', () => {
    const html = render(typed('zzz', 'zzz'), true);
    expect(html).toContain('Nobody');
    expect(html).not.toContain('the rows');
  });
});
