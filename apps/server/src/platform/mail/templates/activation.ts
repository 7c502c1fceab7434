import type { Language } from '@steelyard/domain/constants';
import { fill, type MailContent } from './render-mail';

/** The welcome e-mail of a user added by a manager: a link to set the first password. */
export interface ActivationParams {
  name: string;
  link: string;
  validHours: number;
}

export const activationMail: Record<Language, (p: ActivationParams) => MailContent> = {
  en: (p) => ({
    subject: 'Welcome to Steelyard – set your password',
    greeting: `Hello ${p.name},`,
    paragraphs: [
      'An account has been created for you on Steelyard, the marketplace for steel trading. To start, choose your password.',
    ],
    action: { label: 'Set your password', url: p.link },
    notes: [
      fill(
        'This link is valid for {hours} hours and can be used once. If it has expired, open it anyway and ask for a new e-mail.',
        { hours: p.validHours },
      ),
      'If you did not expect this e-mail, you can ignore it.',
    ],
    signature: 'Your Steelyard team',
  }),
  de: (p) => ({
    subject: 'Willkommen bei Steelyard – legen Sie Ihr Passwort fest',
    greeting: `Hallo ${p.name},`,
    paragraphs: [
      'für Sie wurde ein Konto bei Steelyard, dem Marktplatz für den Stahlhandel, angelegt. Legen Sie zum Start Ihr Passwort fest.',
    ],
    action: { label: 'Passwort festlegen', url: p.link },
    notes: [
      fill(
        'Der Link ist {hours} Stunden gültig und kann einmal verwendet werden. Ist er abgelaufen, öffnen Sie ihn trotzdem und fordern Sie eine neue E-Mail an.',
        { hours: p.validHours },
      ),
      'Falls Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
    ],
    signature: 'Ihr Steelyard-Team',
  }),
  es: (p) => ({
    subject: 'Bienvenido a Steelyard: establezca su contraseña',
    greeting: `Hola, ${p.name}:`,
    paragraphs: [
      'Se ha creado una cuenta para usted en Steelyard, el mercado para el comercio de acero. Para empezar, elija su contraseña.',
    ],
    action: { label: 'Establecer contraseña', url: p.link },
    notes: [
      fill(
        'El enlace es válido durante {hours} horas y solo puede usarse una vez. Si ha caducado, ábralo igualmente y solicite un nuevo correo.',
        { hours: p.validHours },
      ),
      'Si no esperaba este correo, puede ignorarlo.',
    ],
    signature: 'El equipo de Steelyard',
  }),
};
