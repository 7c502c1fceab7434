export const wizardSourceKeys = {
  /** The draft, copy or edit source the wizard opens (`undefined` while none is asked for). */
  source: (key: string | undefined) => ['listing-wizard-source', key] as const,
};
