import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { RichText } from './RichText';

const shown = (html: string) =>
  render(
    <MantineProvider>
      <div data-testid="rich">
        <RichText html={html} />
      </div>
    </MantineProvider>,
  ).getByTestId('rich');

describe('RichText', () => {
  it('rebuilds the allowed tags and keeps their text', () => {
    const root = shown('<p>Hallo <strong>allemaal</strong></p><ul><li>een</li></ul>');
    expect(root.querySelector('p strong')?.textContent).toBe('allemaal');
    expect(root.querySelector('ul li')?.textContent).toBe('een');
  });

  it('never carries over scripts, handlers, styles or unsafe links', () => {
    const root = shown('<p onclick="window.__xss=1" style="color:red">a</p><script>window.__xss=2</script><img src=x onerror="window.__xss=3"><a href="javascript:alert(1)">b</a><svg onload="x()"><text>c</text></svg>');
    expect(root.innerHTML).not.toMatch(/onclick|onerror|onload|style=|script|javascript|<img|<svg/);
    expect(root.textContent).toBe('ab');
  });

  it('opens safe links in a new tab without the opener', () => {
    const link = shown('<p><a href="https://coulisse.be">site</a></p>').querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://coulisse.be');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
