import type { Language } from '@steelyard/domain/constants';
import { fill, type MailContent } from './render-mail';

/** The e-mail of a new account opened by an operator: a temporary password to sign in once. */
export interface TemporaryPasswordParams {
  name: string;
  temporaryPassword: string;
  loginLink: string;
  validHours: number;
}

export const temporaryPasswordMail: Record<Language, (p: TemporaryPasswordParams) => MailContent> = {
  en: (p) => ({
    subject: 'Your Steelyard account – temporary password',
    greeting: `Hello ${p.name},`,
    paragraphs: [
      'An account has been created for you on Steelyard. Sign in with your e-mail address and the temporary password below; you will then choose your own password.',
    ],
    code: { label: 'Temporary password', value: p.temporaryPassword },
    action: { label: 'Sign in', url: p.loginLink },
    notes: [
      fill(
        'The temporary password is valid for {hours} hours and can be used once. If it has expired, ask for a new e-mail on the sign-in page.',
        { hours: p.validHours },
      ),
    ],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: 'Ihr Steelyard-Konto – vorläufiges Passwort',
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      'für Sie wurde ein Konto bei Steelyard angelegt. Melden Sie sich mit Ihrer E-Mail-Adresse und dem vorläufigen Passwort unten an; danach legen Sie Ihr eigenes Passwort fest.',
    ],
    code: { label: 'Vorläufiges Passwort', value: p.temporaryPassword },
    action: { label: 'Anmelden', url: p.loginLink },
    notes: [
      fill(
        'Das vorläufige Passwort ist {hours} Stunden gültig und kann einmal verwendet werden. Ist es abgelaufen, fordern Sie auf der Anmeldeseite eine neue E-Mail an.',
        { hours: p.validHours },
      ),
    ],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: 'Su cuenta de Steelyard: contraseña temporal',
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      'Se ha creado una cuenta para usted en Steelyard. Inicie sesión con su dirección de correo y la contraseña temporal que figura abajo; después elegirá su propia contraseña.',
    ],
    code: { label: 'Contraseña temporal', value: p.temporaryPassword },
    action: { label: 'Iniciar sesión', url: p.loginLink },
    notes: [
      fill(
        'La contraseña temporal es válida durante {hours} horas y solo puede usarse una vez. Si ha caducado, solicite un nuevo correo en la página de inicio de sesión.',
        { hours: p.validHours },
      ),
    ],
    signature: 'El equipo de Steelyard',
  }),
};
