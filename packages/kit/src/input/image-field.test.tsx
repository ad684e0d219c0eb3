// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { ImageField } from './image-field';
import { TextAreaField } from './text-area-field';

afterEach(cleanup);

describe('ImageField', () => {
  it('opens the system picker from its button and hands over the picked file, then shows it', () => {
    const onPick = vi.fn();
    const { rerender } = renderKit(
      <ImageField
        label="Banner"
        buttonLabel="Choose an image"
        accept="image/png"
        onPick={onPick}
        hint="PNG only"
      />,
    );
    const input = screen.getByLabelText('Banner') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose an image' }));
    expect(click).toHaveBeenCalledTimes(1);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onPick).toHaveBeenCalledWith(file);
    expect(screen.getByText('PNG only')).toBeTruthy();
    rerender(
      <ImageField
        label="Banner"
        buttonLabel="Choose another image"
        accept="image/png"
        onPick={onPick}
        preview={{ src: 'blob:x', alt: 'The banner' }}
        error="Too large"
        hint="PNG only"
      />,
    );
    expect(screen.getByRole('img', { name: 'The banner' }).getAttribute('src')).toBe('blob:x');
    expect(screen.getByRole('alert').textContent).toBe('Too large');
    expect(screen.queryByText('PNG only')).toBeNull();
  });

  it('is not opened while busy', () => {
    renderKit(<ImageField label="Banner" buttonLabel="Choose" accept="image/png" onPick={() => {}} isBusy />);
    expect(screen.getByRole('button').hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText('Banner') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('TextAreaField', () => {
  it('is a labelled text of several lines, its hint or error tied to it', () => {
    const onChange = vi.fn();
    const { rerender } = renderKit(
      <TextAreaField label="Title" value="" onChange={onChange} hint="Markdown" />,
    );
    const area = screen.getByLabelText('Title');
    expect(area.tagName).toBe('TEXTAREA');
    fireEvent.change(area, { target: { value: 'a\nb' } });
    expect(onChange).toHaveBeenCalledWith('a\nb');
    expect(document.getElementById(area.getAttribute('aria-describedby')!)?.textContent).toBe('Markdown');
    rerender(<TextAreaField label="Title" value="" onChange={onChange} error="Write a title." />);
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Write a title.');
  });
});
