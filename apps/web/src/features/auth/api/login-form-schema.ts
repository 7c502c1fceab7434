import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@steelyard/domain/auth';
import { loginIssueMessage, type LoginFormInput } from './login';

/** The login form: the domain's login fields, and a password without whitespace (spec 000 §5). */
export const loginFormSchema = loginBody.pick({ username: true, password: true }).extend({
  password: loginBody.shape.password.regex(/^\S*$/),
});

/**
 * The form's resolver: the schema's issues as the catalogue keys of their messages.
 * @public read through login-form-validation's dynamic import (knip does not follow it)
 */
export const loginFormResolver = zodResolver<LoginFormInput, unknown, LoginFormInput>(loginFormSchema, {
  error: loginIssueMessage,
});
