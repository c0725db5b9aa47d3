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
  /**
   * Saved grid views and grid links (issue 21): a view's name, the views kept per screen, the query a
   * link or view holds, and what one value of a link may be: a list of at most listItemsMax ids, and at
   * most valueMax characters (such a list of 10-digit ids; texts have their own fields' limits too).
   */
  gridViews: { nameMax: 60, perScreen: 30, queryMax: 4000, listItemsMax: 200, valueMax: 2200 },
  /**
   * Warehouses (spec 001 section 5, 002 sections 5 and 9; inventory.yaml Warehouse): name 180, address
   * 100, exterior and interior numbers 30 (the contract's assumed length), a postal code of at most 6
   * digits; coordinates follow the geo rule and are typed with up to 6 decimals (about 10 cm).
   */
  warehouses: { nameMax: 180, addressMax: 100, streetNumberMax: 30, postalCodeMax: 6, coordinateDecimals: 6, searchTextMax: 180 },
  /**
   * Supplies (spec 001 sections 3, 5 and 9; product.yaml SupplyWrite, inventory.yaml SupplyStockReceipt): the spec's "values at
   * most 130 and 180" are the code (130) and the name (180, as a warehouse's); a unit cost from 0 to 9,999,999.00 with at most
   * 2 decimals. A receipt of new stock takes 1 to 999,999 units (assumed) and its reason at most 500 characters.
   */
  supplies: {
    nameMax: 180, codeMax: 130, unitCostMax: 9_999_999, unitCostDecimals: 2, searchTextMax: 180, pageSizes: [25, 50, 75, 100],
    receiptQuantityMax: 999_999, receiptReasonMax: 500,
  },
  /**
   * Locations (spec 002 sections 3, 5 and 9; geography.yaml Location): a postal code of 5 to 6 digits, address 100,
   * name 30 and commercial name 300 (the ticket filter's, 000 section 5), locality 150, additional info and the
   * change reason 500 (assumed, among the spec's text limits); coordinates follow the geo rule, typed with 6 decimals.
   */
  locations: {
    nameMax: 30, comercialNameMax: 300, addressMax: 100, postalCodeMin: 5, postalCodeMax: 6, localityMax: 150, additionalInfoMax: 500,
    changeReasonMax: 500, coordinateDecimals: 6, searchTextMax: 150, pageSizes: [25, 50, 75, 100],
    /** A bulk load or deactivation takes up to bulkMaxRows rows (assumed: issue 39 sizes it at 10,000), ids of up to bulkIdMax digits. */
    bulkMaxRows: 10_000, bulkIdMax: 9,
    /** A location's detail lists at most this many of its components (the rest are counted; the components grid lists them all). */
    detailRowsMax: 25,
  },
  /** The calendar's year filter offers this many years before and after this one (assumed: the spec gives none). */
  holidays: { yearsBack: 2, yearsAhead: 5 },
  /** A task force's work zone covers 1 to postalCodesMax postal codes (assumed: the spec gives none; geography.yaml WorkZoneCodes). */
  workZones: { postalCodesMax: 100 },
  /** Inventory views and the shipment report (inventory.yaml *SearchRequest): search text 100, a shipment id of 8 digits. */
  inventory: { searchTextMax: 100, shipmentIdMax: 8, pageSizes: [25, 50, 75, 100] },
  /** The laboratory flow (product.yaml Laboratories): a step's reason 500 (assumed, as the status changes'); a reception of up to 5,000 serials, checked 500 at a time (assumed). */
  laboratory: { reasonMax: 500, receptionMax: 5000, checkChunk: 500 },
  /**
   * Shipments (spec 001 sections 5 and 9; inventory.yaml ShipmentCreate): a cost from 0 to 9,999,999.00
   * with 2 decimals; a guide number of letters, digits, spaces, hyphen and accented Spanish letters
   * (50 characters, the contract's assumed length); a shipment id of at most 8 digits; serial numbers
   * at most 100; at most 500 items of each kind.
   */
  shipments: {
    costMax: 9_999_999,
    costDecimals: 2,
    guideNumberMax: 50,
    guideNumberPattern: /^[A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñ -]+$/,
    shipmentIdMax: 8,
    serialMax: 100,
    itemsMax: 500,
    pageSizes: [25, 50, 75, 100],
  },
  /** Ticket list and export limits (spec 000 section 9). */
  exportMaxRecords: 15_000,
  /**
   * An export of more records than this is uploaded (UploadFileForExportAndNotification, spec 001 section 7) instead of
   * saved by the browser: the service keeps it, mails it and tells the user when it is ready. Our choice (the spec gives
   * no number): a third of the export limit, where a PDF passes a hundred pages and an Excel several megabytes, a file
   * worth keeping and mailing rather than one to lose with the tab; below it the browser's own download is immediate.
   */
  exportUploadAbove: 5_000,
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
   * Escalation rules (issue 37; ticket.yaml EscalationFields, x-assumed): a name of 150, at most 5 levels with
   * growing thresholds, 1 to 50 users told per level; a threshold counts minutes in a status (at most a year,
   * 525,600) or the percentage of the SLA spent (at most 100).
   */
  escalations: { nameMax: 150, levelsMax: 5, usersPerLevelMax: 50, minutesMax: 525_600, slaPercentMax: 100, pageSizes: [25, 50, 75, 100] },
  /**
   * Scheduled notices (the `notification` route; spec 002 sections 5 and 9; message.yaml Notice*): the comment is
   * required and at most 4000 characters; the day at least tomorrow; the search needs both dates, at most 2 years
   * apart; at most 200 users, 20 roles and 200 clients told.
   */
  notices: { commentMax: 4000, searchMaxYears: 2, usersMax: 200, rolesMax: 20, clientsMax: 200, pageSizes: [25, 50, 75, 100] },
  /**
   * Component movements on a ticket (spec 001 sections 4-5; ticket.yaml InstallComponents): serial
   * numbers at most 100 characters, at most 100 per list, only while the ticket is 7 Working or
   * 39 RemoteRecovery.
   */
  componentMovements: { serialMax: 100, serialsPerMovement: 100, statusIds: [7, 39] },
  /**
   * Configuration components (spec 001 sections 5 and 9; product.yaml Product*): a serial number of at most 100
   * characters; a model value of at most 7; a cost above 0 (so at least 0.01) with at most 2 decimals and at most
   * 9,999,999.00; a port 1 to 65535; IMEI digits only, at most 15, and SIM at most 30 (assumed); evidence photos
   * .jpg or .jpeg up to 10 MB. A bulk load or update takes up to bulkMaxRows rows (assumed: issue 30 sizes the
   * component bulk load at 10,000 rows; the ticket bulk load keeps bulkLoad.maxRows).
   */
  components: {
    serialMax: 100, modelValueMax: 7, costMin: 0.01, costMax: 9_999_999, costDecimals: 2, portMin: 1, portMax: 65_535,
    imeiMax: 15, simMax: 30, numberMax: 20, searchTextMax: 100, evidenceMaxBytes: 10_485_760, evidenceExtensions: ['jpg', 'jpeg'],
    pageSizes: [25, 50, 75, 100],
    /** Why a status changed (product.yaml ProductStatusChange.reason), kept in the ledger and shown in the tracking. */
    statusReasonMax: 500,
    bulkMaxRows: 10_000,
    /** A status's name in each language on the status configuration (product.yaml ProductStatusSetting.nameEs/nameEn). */
    statusNameMax: 150,
  },
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
   * ASVS 5.2.6), in the app and by the file service. 50 megapixels decode to 200 MB of RGBA (twice that
   * while a portrait photo is turned, in a worker); phone cameras save 12 MP by default and 48 or 50 MP in
   * their full-resolution mode (8064 x 6048, 8160 x 6120), which pass, while a 7 KB PNG declaring
   * 65535 x 65535 (17 GB decoded) is refused.
   */
  imageMaxPixels: 50_000_000,
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
   * time at most 3 digits (1 to 999 hours). Rich catalogues (spec 002 sections 5 and 9): a currency's ISO
   * code exactly 3 letters; a product model's value at most 7 characters and its logo a JPG or PNG up to
   * 2 MB (2,097,152 bytes); a project's description 5000 and its company name 50.
   */
  catalogues: {
    pageSizes: [25, 50, 75, 100], descriptionMax: 250, abbreviationMax: 10, attentionHoursMin: 1, attentionHoursMax: 999,
    currencyIsoLength: 3, modelValueMax: 7, modelLogoMaxBytes: 2_097_152, projectDescriptionMax: 5000, companyNameMax: 50,
  },
  /**
   * Custom forms (spec 002 sections 5 and 9; catalog.yaml CustomField*): at most 20 fields per form with
   * unique names, at most 10 options per selection list (each a general text), a text or text-area value
   * up to 250 characters, a numeric value up to 20 integer digits and 4 decimals.
   */
  customForms: { maxFields: 20, maxOptions: 10, optionMax: 150, textValueMax: 250, numericIntegerDigits: 20, numericDecimals: 4 },
  /**
   * Tag, fuel and expense codes and intervention codes (catalog.yaml CodeEntry, InterventionCode): a code
   * of at most 30 characters without spaces; the tree is at most 5 levels deep; a replacement file holds
   * at most 5,000 codes.
   */
  codes: { codeMax: 30, treeMaxLevel: 5, replaceMaxRows: 5000 },
  /**
   * User administration (spec 001 sections 5 and 9; security.yaml SearchText, Password, UserName): a search
   * needs at least 3 characters; a password 8 to 64 characters with an upper case letter, a lower case
   * letter, a digit and one of `passwordSpecials` (the set the contract's Password pattern allows), and no
   * leading or trailing space; a user name at least 3 characters without spaces; a mobile number 7 to 15 digits.
   */
  users: {
    searchMinLength: 3, pageSizes: [25, 50, 75, 100], passwordMin: 8, passwordMax: 64, passwordSpecials: '@#$%^&*-_!+=[]{}|\\:\',.?/`~"();<>',
    userNameMin: 3, mobileMin: 7, mobileMax: 15, levelMax: 5,
  },
  /**
   * Access profiles, system groups and the access logs (security.yaml AccessProfile*, SystemGroup*, Name):
   * a name and a description of at most 150 characters; searches take at least 3 characters.
   */
  accessControl: { nameMax: 150, descriptionMax: 150, searchMinLength: 3, pageSizes: [25, 50, 75, 100] },
  /**
   * The hierarchy (spec 001 sections 2, 5 and 9; security.yaml HierarchyLevel, catalog.yaml HierarchicalLevel):
   * levels 0 to 5, a level's name at most 50 characters and its description 150, a position 150.
   */
  hierarchy: { levelMin: 0, levelMax: 5, levelNameMax: 50, levelDescriptionMax: 150, positionMax: 150 },
  /**
   * KPIs (spec 002 sections 5 and 9; insight.yaml KpiWrite, KpiParameter): a cycle of 1 to 30 days; the parameter
   * filter needs at least 4 characters; names and categories at most 150. A formula (src/domain/kpis/formula) is at
   * most 500 characters, brackets at most 20 deep, each number at most 1,000,000,000 (hostile input is refused
   * before it is parsed or evaluated).
   */
  kpis: {
    cycleDaysMin: 1, cycleDaysMax: 30, parameterFilterMinLength: 4, nameMax: 150, categoryMax: 150, formulaMax: 500,
    formulaMaxDepth: 20, formulaNumberMax: 1_000_000_000, pageSizes: [25, 50, 75, 100],
  },
  /**
   * Surveys (spec 002 sections 4, 5 and 9; insight.yaml SurveyTemplateCreate, SurveyQuestionOptions): title 100,
   * description 500, a question's label 240, a short answer 100, a paragraph 500; a linear scale from 1 to a maximum
   * of 1 to 10 (5 by default); a label is saved 500 ms after the last keystroke. Assumed (the spec shows none): at
   * most 100 questions, 20 options a question, an option's label 240.
   */
  surveys: {
    titleMax: 100, descriptionMax: 500, labelMax: 240, shortAnswerMax: 100, paragraphMax: 500, scaleMin: 1,
    scaleMaxMin: 1, scaleMaxMax: 10, scaleMaxDefault: 5, labelDebounceMs: 500, questionsMax: 100, optionsMax: 20,
    optionLabelMax: 240, pageSizes: [25, 50, 75, 100],
  },
  /** Traffic-light bands (spec 002 sections 4 and 9): percentages 0 to 100 in steps of 0.01 (two decimals). */
  indicators: { min: 0, max: 100, step: 0.01, decimals: 2 },
  /**
   * Problems (spec 002 section 3; process.yaml, assumed): a title of 150 (general text), the known error, root cause and
   * symptoms up to 5000 (the spec's longest text), the assets 500, a note 500, at most 100 components.
   */
  problems: { titleMax: 150, longTextMax: 5000, assetsMax: 500, noteMax: 500, productsMax: 100, searchTextMax: 150, pageSizes: [25, 50, 75, 100] },
  /**
   * Solutions (spec 002 section 3; process.yaml, assumed): a title of 150, the content's HTML up to 20,000 characters
   * (markup included), 1 to 10 owners, up to 20 keywords of 50, internal comments 500. The knowledge base pages by 10.
   */
  solutions: {
    titleMax: 150, contentMax: 20_000, ownersMin: 1, ownersMax: 10, keywordsMax: 20, keywordMax: 50, commentsMax: 500,
    searchTextMax: 150, pageSizes: [25, 50, 75, 100], knowledgePageSize: 10,
  },
  /**
   * Change management (spec 002 sections 3, 5 and 9; process.yaml): a name of 150 (general text), the background at
   * most 500, a comment 500 (among the spec's limits), unavailability up to 99,999 minutes, at most 100 affected
   * components. A CAB has at least one member and at most cabMembersMax: the spec says "a configured number" without
   * its value, so 15 is this app's choice (a board that still meets). Tasks: effort days up to 999.
   */
  changes: {
    nameMax: 150, backgroundMax: 500, commentMax: 500, rejectReasonMax: 500, unavailabilityMax: 99_999, productsMax: 100,
    cabMembersMin: 1, cabMembersMax: 15, searchTextMax: 150, pageSizes: [25, 50, 75, 100], candidatesMax: 50,
    /** The change calendar reads at most this many changes of a month or week (the issue sizes its month at 2,000). */
    calendarMax: 2000,
  },
  /**
   * Tasks of a change or a problem (spec 002 section 3; process.yaml TaskCreate): a name and a group of 150 (general text),
   * a description of 500 (among the spec's limits), effort of up to 999 days, 23 hours and 59 minutes, progress 0 to 100;
   * the additional cost follows the shared cost rule (`numbers`).
   */
  tasks: { nameMax: 150, groupMax: 150, descriptionMax: 500, effortDaysMax: 999, effortHoursMax: 23, effortMinutesMax: 59, progressMax: 100 },
  /**
   * Reports (issue 36; spec 002 sections 5 and 9; ticket.yaml TicketReportRange): both days required, the to day not
   * before the from day, neither after today nor before a year and a day ago (`oldest`, counted back from today); the
   * recidivist analysis pairs an incident with a closure at most `recidivistDays` before it and opens on that many days.
   */
  reports: { oldest: { years: 1, days: 1 }, recidivistDays: 30, pageSizes: [25, 50, 75, 100] },
  /**
   * Clients and their services (spec 002 sections 3, 5 and 9; catalog.yaml ClientProfile, ClientService, Service*,
   * Watermark): a client's number 30, name 150 (general text), description 250, its logo a JPG or PNG up to 2 MB
   * (images, section 5). A service's name at most 50, its description 500 and never starting blank, its SLA attention
   * time at most 3 digits (999 hours) and expiration at most 5 (99,999 hours), its time limit greater than 0 hours
   * (two decimals, 0.01 the least), at most 99 incidents per location (or unlimited). The evidence minimum has no
   * maximum in the spec: 20 photos is this app's choice. A watermark's text 100 and its opacity a percentage.
   */
  /**
   * Stage graphs (spec 002 sections 4 and 5; catalog.yaml WorkFlowStages, TicketFlow; process.yaml ChangeFlow). "Enabling
   * flow name max 150" has two readings (the other: flow name 50 and flow type name 150); this app takes the first, the
   * enabling-service flow's own name (flowNameMax). A stage's name is general text (150, assumed); a flow holds at most
   * 200 stages (the contracts' maxItems, assumed).
   */
  flows: { flowNameMax: 150, stageNameMax: 150, stagesMax: 200 },
  clients: {
    numberMax: 30, nameMax: 150, descriptionMax: 250, searchTextMax: 150, pageSizes: [25, 50, 75, 100], logoMaxBytes: 2_097_152,
    serviceNumberMax: 30, serviceNameMax: 50, serviceDescriptionMax: 500, attentionTimeMax: 999, expirationTimeMax: 99_999,
    timeLimitHoursMin: 0.01, timeLimitHoursMax: 99_999, maxIncidentsMin: 1, maxIncidentsMax: 99, evidenceMinimumMax: 20,
    watermarkTextMax: 100, watermarkOpacityMax: 100,
  },
  /** Audits (inventory.yaml AuditCountRequest): serials of at most 100 characters (section 5), up to 5,000 a count; a supply's count at most 9,999,999 units. */
  audits: { serialMax: 100, serialsPerCount: 5000, supplyQuantityMax: 9_999_999, pageSizes: [25, 50, 75, 100] },
  /**
   * Kits (spec 001 sections 3 and 5; product.yaml KitCreate): a name of at most 255, at least one component. The spec
   * gives no other value: a description of 500, at most 50 components and a search text of 180 are this app's choices.
   */
  kits: { nameMax: 255, descriptionMax: 500, componentsMin: 1, componentsMax: 50, searchTextMax: 180, pageSizes: [25, 50, 75, 100] },
} as const;
