import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CommentBox, remainingCharacters } from './comment-box';
import { FileSize } from './file-size';
import { FileUploadStatusBadge } from './file-upload-status';
import { RequiredMark } from './required-mark';
import { useFieldValidity } from './use-field-validity';

function NumberField() {
  const { errorKey, fieldProps } = useFieldValidity();
  return (
    <>
      <label htmlFor="qty">Quantity</label>
      <input id="qty" type="number" min={1} max={10} required {...fieldProps} />
      {errorKey && <p role="alert">{errorKey}</p>}
    </>
  );
}

function Form() {
  const [comment, setComment] = useState('');
  return (
    <form noValidate>
      <NumberField />
      <CommentBox label="Comment" value={comment} onChange={setComment} maxLength={10} />
    </form>
  );
}

describe('shared form pieces', () => {
  it('shows a field error on blur, from native validity', () => {
    renderWithProviders(<Form />);
    const qty = screen.getByLabelText('Quantity');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    fireEvent.blur(qty);
    expect(screen.getByRole('alert').textContent).toBe('shared.validation.required');
    fireEvent.input(qty, { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('shared.validation.higherNumber');
    fireEvent.input(qty, { target: { value: '11' } });
    expect(screen.getByRole('alert').textContent).toBe('shared.validation.lowerNumber');
  });

  it('counts remaining characters and flags text over the limit', () => {
    expect(remainingCharacters('abc')).toBe(252);
    renderWithProviders(<Form />);
    const box = screen.getByLabelText('Comment');
    expect(screen.getByText('Characters remaining: 10')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'abcd' } });
    expect(screen.getByText('Characters remaining: 6')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'abcdefghijklm' } });
    expect(screen.getByText('Maximum characters limit exceeded.')).toBeInTheDocument();
    expect((box as HTMLTextAreaElement).validity.valid).toBe(false);
  });

  it('marks required fields, shows file sizes and upload statuses', () => {
    renderWithProviders(
      <>
        <RequiredMark />
        <FileSize bytes={2_500} />
        <FileSize bytes={3_400_000} />
        <FileUploadStatusBadge status="Uploading" />
        <FileUploadStatusBadge status="Error" />
      </>,
    );
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(screen.getByText('required')).toBeInTheDocument();
    expect(screen.getByText('2.5 KB')).toBeInTheDocument();
    expect(screen.getByText('3.4 MB')).toBeInTheDocument();
    expect(screen.getByText('Uploading')).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
  });
});
