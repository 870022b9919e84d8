import { describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { ApiError } from '@/web/providers/api-error';
import { fieldMessagesOf, fieldPath, putFieldErrors, showFieldMessages } from './field-errors';

function fakeForm() {
  const setFields = vi.fn();
  const scrollToField = vi.fn();
  return { form: { setFields, scrollToField } as Partial<FormInstance> as FormInstance, setFields, scrollToField };
}

const refusal = new ApiError({
  message: 'Check the fields',
  statusCode: 400,
  code: 400,
  fields: [
    { field: 'passengers.1.travel_document.number', message: 'Too short' },
    { field: 'contact.email', message: 'Not an email' },
  ],
});

describe('field errors onto a form', () => {
  it('turns a dotted server path into the form path of a list item', () => {
    expect(fieldPath('passengers.1.travel_document.number')).toEqual(['passengers', 1, 'travel_document', 'number']);
    expect(fieldPath('oldPassword')).toEqual(['oldPassword']);
  });

  it('puts every field message of a refusal on its field and moves to the first when asked', () => {
    const { form, setFields, scrollToField } = fakeForm();
    expect(putFieldErrors(form, refusal, { focus: true })).toEqual({ count: 2, rest: null });
    expect(setFields).toHaveBeenCalledWith([
      { name: ['passengers', 1, 'travel_document', 'number'], errors: ['Too short'] },
      { name: ['contact', 'email'], errors: ['Not an email'] },
    ]);
    expect(scrollToField).toHaveBeenCalledWith(['passengers', 1, 'travel_document', 'number'], { focus: true, block: 'center' });
  });

  it('keeps to the named fields and hands back the message no field carries', () => {
    const { form, setFields } = fakeForm();
    expect(fieldMessagesOf(refusal, ['contact.email'])).toHaveLength(1);
    expect(putFieldErrors(form, refusal, { known: ['oldPassword'] })).toEqual({ count: 0, rest: 'Check the fields' });
    expect(setFields).not.toHaveBeenCalled();
  });

  it('says nothing more after an ended session, and the fallback for a failure that is no API answer', () => {
    const { form } = fakeForm();
    const ended = new ApiError({ message: 'Please log in again', statusCode: 401, sessionEnded: true, fields: [{ field: 'x', message: 'y' }] });
    expect(putFieldErrors(form, ended, { fallback: 'Unknown error' })).toEqual({ count: 0, rest: null });
    expect(putFieldErrors(form, new TypeError('boom'), { fallback: 'Unknown error' })).toEqual({ count: 0, rest: 'Unknown error' });
  });

  it('puts nothing when there is nothing to put', () => {
    const { form, setFields } = fakeForm();
    expect(showFieldMessages(form, [], { focus: true })).toBe(0);
    expect(setFields).not.toHaveBeenCalled();
  });
});
