export const accountKeys = {
  emailValidation: (token: string) => ['email-validation', token] as const,
  twoFactorSecret: (userId: string) => ['two-factor-secret', userId] as const,
  /**
   * The organisation's address lists (the collection hook adds each list's type filter and sort). Not under
   * addressKeys.all, which every address change invalidates: a deleted address leaves the list on screen
   * (spec 000 §4) and a new primary reloads it, each without a second request.
   */
  addressLists: () => ['account', 'address-lists'] as const,
};
