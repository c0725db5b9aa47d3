/** Limits of the specification as named constants; the OpenAPI documents carry the same numbers. */
export const LIMITS = {
  /** Avatar upload: at most 2,000,000 bytes, jpg/jpeg/png (spec 001 section 5). */
  avatarMaxBytes: 2_000_000,
  avatarExtensions: ['jpg', 'jpeg', 'png'],
  /** Idle sign-out after 15 minutes without activity (spec 000 section 9: 900000 ms). */
  idleLogoutMs: 900_000,
  /** Free-text comments and descriptions (spec 000 section 5). */
  textAreaMax: 5000,
  /** Public request: a 10-digit cellphone, e-mail at most 150 characters. */
  cellphoneDigits: 10,
  emailMax: 150,
  /** Toasts: 5.5 s by default, success shorter (spec 000 section 9). */
  toastLifeMs: 5500,
  toastSuccessLifeMs: 3500,
} as const;
