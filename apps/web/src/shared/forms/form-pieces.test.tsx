import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CommentBox, remainingCharacters } from './comment-box';
import { FileSize } from './file-size';
import { FileUploadStatusBadge } from './file-upload-status';
import { RequiredCheckboxGroup } from './required-checkbox-group';
import { RequiredMark } from './required-mark';
import { RequiredRadioGroup } from './required-radio-group';
import { useFieldValidity } from './use-field-validity';
import { ValidatedForm } from './validated-form';

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

function Form({ onValid }: { onValid: () => void }) {
  const [comment, setComment] = useState('');
  const [terms, setTerms] = useState<string | null>(null);
  const [shapes, setShapes] = useState<string[]>([]);
  return (
    <ValidatedForm onValidSubmit={onValid}>
      <NumberField />
      <CommentBox label="Comment" value={comment} onChange={setComment} maxLength={10} />
      <RequiredRadioGroup
        name="payment"
        label="Payment"
        value={terms}
        onChange={setTerms}
        options={[
          { value: 'credit', label: 'Credit' },
          { value: 'upfront', label: 'Upfront' },
        ]}
      />
      <RequiredCheckboxGroup
        name="shapes"
        label="Shapes"
        value={shapes}
        onChange={setShapes}
        options={[
          { value: 'sheet', label: 'Sheet' },
          { value: 'coil', label: 'Coil' },
        ]}
      />
      <button type="submit">Save</button>
    </ValidatedForm>
  );
}

describe('shared form pieces', () => {
  it('shows a field error on blur, from native validity', () => {
    renderWithProviders(<Form onValid={() => undefined} />);
    const qty = screen.getByLabelText('Quantity');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    fireEvent.blur(qty);
    expect(screen.getByRole('alert').textContent).toBe('shared.validation.required');
    fireEvent.input(qty, { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('shared.validation.higherNumber');
    fireEvent.input(qty, { target: { value: '11' } });
    expect(screen.getByRole('alert').textContent).toBe('shared.validation.lowerNumber');
  });

  it('forces every error on a submit attempt and submits only when natively valid', () => {
    const onValid = vi.fn();
    renderWithProviders(<Form onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    // the radio group and the checkbox group both show the required message
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);

    fireEvent.input(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('Credit'));
    fireEvent.click(screen.getByLabelText('Coil'));
    expect(screen.queryAllByText('This field is required.')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('counts remaining characters and flags text over the limit', () => {
    expect(remainingCharacters('abc')).toBe(252);
    renderWithProviders(<Form onValid={() => undefined} />);
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
