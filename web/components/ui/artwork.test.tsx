import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Artwork } from './artwork';

describe('artwork', () => {
  it("falls back from a broken episode image to the show's, then to the icon", () => {
    const { container, getByTestId } = render(
      <Artwork
        sources={['https://img.example.org/episode.png', 'https://img.example.org/show.png']}
        fallback={<span data-testid="icon" />}
      />,
    );
    const first = container.querySelector('img') as HTMLImageElement;
    expect(first.getAttribute('src')).toBe('https://img.example.org/episode.png');
    fireEvent.error(first);
    const second = container.querySelector('img') as HTMLImageElement;
    expect(second.getAttribute('src')).toBe('https://img.example.org/show.png');
    fireEvent.error(second);
    expect(container.querySelector('img')).toBeNull();
    expect(getByTestId('icon')).toBeTruthy();
  });

  it('tries a repeated source once, and shows the icon when there is none', () => {
    const same = 'https://img.example.org/same.png';
    const { container } = render(<Artwork sources={[same, same]} fallback={<span>icon</span>} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.textContent).toBe('icon');
    const none = render(<Artwork sources={[null, undefined]} fallback={<span>none</span>} />);
    expect(none.container.textContent).toBe('none');
  });
});
