export const authKeys = {
  all: ['auth'] as const,
  passwordToken: (token: string) => [...authKeys.all, 'password-token', token] as const,
  softwareToken: (session: string) => [...authKeys.all, 'software-token', session] as const,
};
