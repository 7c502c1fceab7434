export const accountKeys = {
  emailValidation: (token: string) => ['email-validation', token] as const,
  twoFactorSecret: (userId: string) => ['two-factor-secret', userId] as const,
};
