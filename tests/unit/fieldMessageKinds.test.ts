import { describe, expect, it } from 'vitest';
import { contactCreateSchema } from '../../src/api/contacts';
import { fieldMessageKind } from '../../src/api/fieldMessageKinds';
import { investorCreateSchema } from '../../src/api/investors';
import { fileTooLarge, filesTooLarge, INVALID_FILE_TYPE } from '../../src/api/uploadLimits';

/** The messages a schema gives for a body, by field. */
const messagesOf = (schema: typeof contactCreateSchema | typeof investorCreateSchema, body: unknown) =>
  Object.fromEntries(
    (schema.safeParse(body).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the kinds of the public forms’ server messages', () => {
  it('know every message of the contact form’s schema', () => {
    const kinds = (body: unknown) =>
      Object.fromEntries(
        Object.entries(messagesOf(contactCreateSchema, body)).map(([f, m]) => [f, fieldMessageKind(m)]),
      );
    expect(kinds({})).toEqual({
      name: { kind: 'required' },
      email: { kind: 'emailInvalid' },
      message: { kind: 'required' },
      consent: { kind: 'consentRequired' },
    });
    expect(
      kinds({
        name: 'x'.repeat(201),
        email: 'a@b.uz',
        phone_number: 'call me',
        message: 'x'.repeat(5001),
        consent: true,
      }),
    ).toEqual({
      name: { kind: 'tooLong', max: 200 },
      phone_number: { kind: 'phoneInvalid' },
      message: { kind: 'tooLong', max: 5000 },
    });
  });

  it('know the investor form’s and the upload checks’ messages', () => {
    const messages = messagesOf(investorCreateSchema, {
      name: 'A',
      email: 'a@b.uz',
      consent: true,
      info: 'x'.repeat(5001),
      files: [{ file: 'not a data url', title: '' }],
    });
    expect(Object.values(messages).map((message) => fieldMessageKind(message).kind)).not.toContain('invalid');
    expect(fieldMessageKind(INVALID_FILE_TYPE)).toEqual({ kind: 'fileType' });
    expect(fieldMessageKind(fileTooLarge(10))).toEqual({ kind: 'fileTooLarge', max: 10 });
    expect(fieldMessageKind(filesTooLarge(40))).toEqual({ kind: 'filesTooLarge', max: 40 });
    expect(fieldMessageKind('Something else')).toEqual({ kind: 'invalid' });
  });
});
