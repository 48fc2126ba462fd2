import { CONTACT_CENTER_MESSAGES as M } from '@arrears/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { inputClasses } from '@/ui/field';
import { useAddNoteMutation } from '../api/add-note';
import { debtorKey } from '../api/debtor-keys';
import { notifyFailure, notifySuccess } from '../notify';

/** The internal note box (docs/product/contact-center.md): Save note is disabled while the text is empty. */
export function NoteBox({ debtorId }: { debtorId: number }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const note = useAddNoteMutation(debtorId);
  const id = useId();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    note.mutate(body, {
      onSuccess: () => {
        notifySuccess(M.success.note);
        setText('');
        void queryClient.invalidateQueries({ queryKey: debtorKey(debtorId) });
      },
      onError: (error) => notifyFailure(M.noteFailed, error),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Internal Note</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="space-y-3">
          <label htmlFor={id} className="block font-medium text-gray-800 text-sm">
            Note
          </label>
          <textarea
            id={id}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            maxLength={5000}
            className={`${inputClasses} border-gray-300`}
          />
          <Button type="submit" disabled={!text.trim() || note.isPending}>
            {note.isPending ? 'Saving...' : 'Save note'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
