/** Limits of the specification as named constants; the OpenAPI documents carry the same numbers. */
export const LIMITS = {
  /** Avatar upload: at most 2,000,000 bytes, jpg/jpeg/png (spec 001 section 5). */
  avatarMaxBytes: 2_000_000,
  avatarExtensions: ['jpg', 'jpeg', 'png'],
  /** Idle sign-out after 15 minutes without activity (spec 000 section 9: 900000 ms). */
  idleLogoutMs: 900_000,
  /** Free-text comments and descriptions (spec 000 section 5). */
  textAreaMax: 5000,
  /** The shared text maximum (spec 002 section 5: general text max 150). */
  generalTextMax: 150,
  /**
   * Numbers (spec 002 sections 5 and 9): up to 2 decimals; money up to 7 integer digits and 2 decimals;
   * a cost at most 9,999,999.00.
   */
  numbers: { decimals: 2, moneyIntegerDigits: 7, costMax: 9_999_999 },
  /** Latitude -90 to 90, longitude -180 to 180 (spec 002 section 5). */
  geo: { latitudeMax: 90, longitudeMax: 180 },
  /** Public request: a 10-digit cellphone, e-mail at most 150 characters. */
  cellphoneDigits: 10,
  emailMax: 150,
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
  /** Notifications (spec 000 sections 5 and 9; the message contract carries the same numbers). */
  notifications: {
    /** The bell asks for pages of 200 from page 1; show-more appears once 200 are listed and more remain. */
    pageSize: 200,
    /** A comment or observations written from a notification. */
    commentMax: 4000,
    /** The notifications page searches at most two years at once. */
    searchMaxYears: 2,
    /** Search text (the contract's maxLength; the spec's shared text maximum). */
    searchTextMax: 150,
  },
  /**
   * Component movements on a ticket (spec 001 sections 4-5; ticket.yaml InstallComponents): serial
   * numbers at most 100 characters, at most 100 per list, only while the ticket is 7 Working or
   * 39 RemoteRecovery.
   */
  componentMovements: { serialMax: 100, serialsPerMovement: 100, statusIds: [7, 39] },
  /** Closing a ticket needs at least this many attached documents (spec 000 section 5). */
  closureMinDocuments: 1,
  /**
   * New ticket (spec 000 section 5; ticket.yaml TicketCreateRequest): the description is a text area
   * (textAreaMax), the requester's name follows the shared 150-character rule, the e-mail emailMax, the
   * client's ticket number 30; the request date is not later than now nor earlier than a year and a day.
   */
  ticketCreate: { requesterMax: 150, clientTicketNumberMax: 30, requestDateMaxDaysBack: 366, locationSearchMax: 50, locationPageSize: 20 },
  /**
   * Ticket attachments: Word, Excel, JPG, PNG and PDF up to 10 MB (spec 001 sections 5 and 9;
   * filestorage.yaml TicketFileUploadRequest: 10,485,760 bytes). Images are .jpg, .jpeg or .png.
   */
  attachmentMaxBytes: 10_485_760,
  /** The file name the service stores (filestorage.yaml: 255 characters). */
  attachmentNameMax: 255,
  attachmentExtensions: ['doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'pdf'],
  imageExtensions: ['jpg', 'jpeg', 'png'],
  /** Sharpness check: the Laplacian variance of an image must be at least 20 (spec 001 sections 5 and 9). */
  imageSharpnessMin: 20,
  /** Portrait photos are turned to landscape and re-encoded as JPEG at this quality (spec 001 section 9). */
  imageJpegQuality: 0.95,
  /**
   * Largest image decoded (width x height), checked from the header before any decoding (SECURITY.md,
   * ASVS 5.2.6), in the app and by the file service. 40 megapixels decode to 160 MB of RGBA (twice that
   * while a portrait photo is turned); phone cameras save 12 MP by default, so real photos pass while a
   * 7 KB PNG declaring 65535 x 65535 (17 GB decoded) is refused.
   */
  imageMaxPixels: 40_000_000,
  /**
   * Bulk ticket load (spec 002 "Ticket and bulk load"; ticket.yaml MultiTicketRequest: 5000 rows). The
   * uploaded .xlsx is a zip: its size, entry count and declared uncompressed size are capped before
   * anything is inflated, and each part is cut off while inflating past its cap (SECURITY.md, ASVS 5.2.3).
   * The shared-strings table is capped on its own: at most 70,000 items (a full template's 13 columns
   * by 5,001 rows are 65,013 cells) and 32 MiB once inflated (5,000 descriptions of 5,000 characters
   * plus the short columns), so one 90 MB string or millions of tiny ones are refused.
   */
  bulkLoad: {
    maxFileBytes: 10_485_760, maxZipEntries: 64, maxUncompressedBytes: 104_857_600, maxRows: 5000, maxCellChars: 5000,
    maxSharedStrings: 70_000, maxSharedStringsBytes: 33_554_432,
  },
  // Work orders (ODT) -------------------------------------------------------------------------------
  /**
   * Work orders (spec 000 sections 2 and 8; ticket.yaml WorkFlowOrder*): the description and the cancel
   * reason at most 500 characters, comments a text area (textAreaMax), the search text 50; the search
   * grid pages like the shared data table; an order's files come in one page.
   */
  workOrders: { descriptionMax: 500, cancelReasonMax: 500, searchTextMax: 50, pageSizes: [25, 50, 75, 100], filesPageSize: 200 },
  /**
   * Admin catalogues (spec 002 sections 3, 5 and 9; catalog.yaml): names follow the general 150-character
   * text rule, descriptions 250, a unit's abbreviation 10 without spaces, a client priority's attention
   * time at most 3 digits (1 to 999 hours).
   */
  catalogues: { pageSizes: [25, 50, 75, 100], descriptionMax: 250, abbreviationMax: 10, attentionHoursMin: 1, attentionHoursMax: 999 },
} as const;
