// The sign-in routes' refusals, in sentences a person reads: one for every failed login (whether the
// email is unknown or the password wrong), one per form field the schema refused, and the two throttles.
import { PASSWORD_RULES } from '@gsvmc/shared-types';
import type { FastifyRequest } from 'fastify';
import { tooManyRequests, waitInWords } from '../auth/limits';
import { HttpError, validationFailed } from '../errors';

/** Every failed login says the same, whether the email is unknown or the password wrong. */
export const LOGIN_FAILED = 'Email or password is wrong';

/** What a person is told for each field the schema refused (never "body/password must NOT ..."). */
const FIELD_MESSAGES: Record<string, string> = {
  username: 'Please enter a username of 2 to 50 characters.',
  email: 'Please enter a valid email address.',
  password: `Your password must be ${PASSWORD_RULES.minLength} to ${PASSWORD_RULES.maxLength} characters long.`,
  currentPassword: 'Please enter your current password.',
  newPassword: `Your new password must be ${PASSWORD_RULES.minLength} to ${PASSWORD_RULES.maxLength} characters long.`,
};

/** Turns a schema refusal (attachValidation) into a sentence naming the field. */
export function readableValidation(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const first = error.validation?.[0];
  const params = (first?.params ?? {}) as { missingProperty?: string };
  const field = params.missingProperty ?? first?.instancePath?.split('/')[1] ?? '';
  throw validationFailed(FIELD_MESSAGES[field] ?? 'Please check the form and try again.');
}

export function loginThrottled(wait: number): HttpError {
  return tooManyRequests(`Too many failed login attempts. Please try again in ${waitInWords(wait)}.`, wait);
}

export function addressThrottled(wait: number): HttpError {
  return tooManyRequests(
    `Too many failed login attempts from your network. Please try again in ${waitInWords(wait)}.`,
    wait,
  );
}
