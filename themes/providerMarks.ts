/**
 * Third-party brand marks on the social log-in buttons (design-system/SocialLoginButtons). Their
 * colours are fixed by the providers' brand guidelines, the same in every brand and colour mode,
 * so they are not theme tokens; they live here because no colour literal may live outside themes/.
 */
export const providerMarkColours = {
  /** The Facebook "f" on its blue disc. */
  facebook: { disc: '#0866ff', glyph: '#ffffff' },
  /** The four colours of the Google "G". */
  google: { blue: '#4285f4', green: '#34a853', yellow: '#fbbc05', red: '#ea4335' },
} as const;
