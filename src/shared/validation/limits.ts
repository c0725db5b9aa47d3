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
  /** Advanced ticket filter (spec 000 section 5); the contract carries the same maxLength values. */
  ticketFilter: {
    minLength: 1,
    maxLength: {
      clientNumber: 30, clientName: 50, numberService: 30, serviceName: 240, locationName: 30, comercialName: 300,
      assignedEngineerEmail: 150, productSerialNumber: 30, clientTicketNumber: 30, ticketId: 30, fromPercent: 10,
      toPercent: 10, externalOrigin: 50, externalEventId: 30,
    },
    /** Digits only: numberService, ticketId, externalEventId. */
    numericPattern: /^[0-9]+$/,
    /** fromPercent and toPercent start with a digit or a comma. */
    percentPattern: /^[0-9,][0-9.,]*$/,
    dateYearMin: 0,
    dateYearMax: 9999,
  },
  /** Date pickers: 10 years either side of today, a year list of 30 years (spec 000 sections 2 and 9). */
  datePicker: { boundYears: 10, yearListLength: 30 },
  /** Ticket list and export limits (spec 000 section 9). */
  exportMaxRecords: 15_000,
} as const;
