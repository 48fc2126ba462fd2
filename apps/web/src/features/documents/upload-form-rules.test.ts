import { describe, expect, it } from 'vitest';
import { canUpload, fileChoiceError, uploadProblem } from './upload-form-rules';

const pdf = { name: 'statement.pdf', type: 'application/pdf' };
const text = { name: 'notes.pdf', type: 'text/plain' };

describe('upload form rules', () => {
  it('accepts only PDFs when a file is chosen', () => {
    expect(fileChoiceError(null)).toBeNull();
    expect(fileChoiceError(pdf)).toBeNull();
    expect(fileChoiceError(text)).toBe('Invalid file type - Only PDF files are allowed');
    expect(fileChoiceError({ name: 'photo.png', type: 'image/png' })).toBe(
      'Invalid file type - Only PDF files are allowed',
    );
  });

  it('needs a file and an account, and nothing pending', () => {
    const missing = 'Missing information - Please select a file and debt account';
    expect(uploadProblem({ file: null, accountId: 7, pending: false })).toBe(missing);
    expect(uploadProblem({ file: pdf, accountId: null, pending: false })).toBe(missing);
    expect(uploadProblem({ file: text, accountId: 7, pending: false })).toBe(
      'Invalid file type - Only PDF files are allowed',
    );
    expect(uploadProblem({ file: pdf, accountId: 7, pending: false })).toBeNull();

    expect(canUpload({ file: null, accountId: null, pending: false })).toBe(false);
    expect(canUpload({ file: pdf, accountId: null, pending: false })).toBe(false);
    expect(canUpload({ file: null, accountId: 7, pending: false })).toBe(false);
    expect(canUpload({ file: pdf, accountId: 7, pending: true })).toBe(false);
    expect(canUpload({ file: pdf, accountId: 7, pending: false })).toBe(true);
  });
});
