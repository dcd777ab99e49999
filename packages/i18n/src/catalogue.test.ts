import { STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import { catalogue, isResultCode, resultText, type CatalogueEntry, type ResultCode } from './catalogue';
import { fieldMessage, fieldTexts, isFieldText, type FieldIssue } from './field-errors';

const entries = Object.entries(catalogue) as [ResultCode, CatalogueEntry][];

/** Copy of /work/shared/errors.json (SPEC.md section 8): group, status, and English where the spec gives it. */
const specCodes: Record<string, [CatalogueEntry['group'], number, string | null]> = {
  None: ['fallback', 500, 'There was a problem on the server'],
  Default: ['fallback', 500, 'Unknown error occurred'],
  UnAuthorized: ['auth', 401, 'You are not authorized'],
  AccessDenied: ['auth', 403, 'You do not have access'],
  UserIsNotAuthorized: ['auth', 403, 'User is not authorized'],
  RegionAccessDenied: ['auth', 403, 'Access to the region is denied'],
  UserNameOrPassIncorrect: ['auth', 401, 'The username or password is incorrect'],
  UserEmailNotFound: ['auth', 404, 'The entered email or username was not found'],
  UserPhoneNumberNotFound: ['auth', 404, 'The entered phone number was not found'],
  OtpExpired: ['auth', 400, 'The OTP has expired'],
  OtpIsNotValid: ['auth', 400, 'The entered OTP is invalid'],
  OtpAlreadyGenerated: ['auth', 429, 'The OTP has already been sent'],
  UserAlreadyRegistered: ['auth', 409, 'This phone number has already been registered'],
  UserNameExists: ['auth', 409, null],
  EmailAlreadyExists: ['auth', 409, null],
  PhoneNumberAlreadyExists: ['auth', 409, null],
  UserRegistrationFailed: ['auth', 400, 'Registration failed'],
  EmailNotConfirm: ['auth', 400, 'The email is not verified'],
  ConfirmPasswordNotMatch: ['auth', 400, 'Password confirmation does not match'],
  ChangePasswordOperationFailed: ['auth', 400, 'Password recovery process failed'],
  PhoneNumberNotConfirmed: ['auth', 400, null],
  PhoneNumberIsNotValid: ['auth', 400, null],
  OtpSent: ['success', 200, 'The verification code has been sent to the phone number'],
  RegisteredSuccessfully: ['success', 200, null],
  LogedInSuccessfully: ['success', 200, null],
  PasswordChangedSuccessfully: ['success', 200, null],
  EmailVerifiedSuccessfully: ['success', 200, null],
  PhoneNumberVerifiedSuccessfully: ['success', 200, null],
  AddSuccessfully: ['success', 200, null],
  UpdateSuccessfully: ['success', 200, null],
  DeleteSuccessfully: ['success', 200, null],
  FetchSuccessfully: ['success', 200, null],
  VerifiedSuccessfully: ['success', 200, null],
  PaySuccessfully: ['success', 200, null],
  WalletChargedSuccessfully: ['success', 200, null],
  ProductPayedSuccessFully: ['success', 200, null],
  ProductActivatedSuccessfully: ['success', 200, null],
  ProductRejectedSuccessfully: ['success', 200, null],
  ProductDisabledSuccessfully: ['success', 200, null],
  ProductLikedSuccessfully: ['success', 200, null],
  ProductDisLikedSuccessfully: ['success', 200, null],
  FilesSavedSuccessfully: ['success', 200, null],
  FolderCreatedSuccessfully: ['success', 200, null],
  FileUploadedSuccessfully: ['success', 200, null],
  ProfileImageUploadSuccessfully: ['success', 200, null],
  BannerImageUploadSuccessfully: ['success', 200, null],
  NotEnoughCoin: ['wallet', 402, 'Not enough balance'],
  WalletNotFound: ['wallet', 404, null],
  ChargingPriceNotFound: ['wallet', 404, null],
  CoinPriceNotFound: ['wallet', 404, null],
  AlreadyPayed: ['wallet', 409, null],
  FactorAlreadyIssued: ['wallet', 409, null],
  FactorAlreadyPayed: ['wallet', 409, null],
  PriceWithSamePortalExists: ['wallet', 409, null],
  DisplayCostAlreadyPayed: ['wallet', 409, null],
  OrderAlreadyCompleted: ['wallet', 409, null],
  PaymentNotCompleted: ['wallet', 400, null],
  PriceLessThanMinimumCoinPrice: ['wallet', 400, null],
  PriceLessThanPortalCoinPrice: ['wallet', 400, null],
  PaymentPortalCannotBeNull: ['wallet', 400, null],
  PaypalServerError: ['wallet', 502, 'PayPal server error occurred'],
  DesigningNotFound: ['designs', 404, null],
  LumaDesigningNotFound: ['designs', 404, null],
  ApiKeyNotFound: ['designs', 404, null],
  DesigningIsInProcess: ['designs', 409, null],
  DesigningIsDeleted: ['designs', 409, null],
  CannotDeleteDesigning: ['designs', 409, null],
  VideoAlreadyUploaded: ['designs', 409, null],
  ApiKeyExists: ['designs', 409, null],
  DesigningFailed: ['designs', 400, null],
  DesigningNotPayed: ['designs', 400, null],
  DesigningNotComplete: ['designs', 400, null],
  ApiKeyIsNotValid: ['designs', 400, null],
  CaptureTriggeringFailed: ['designs', 502, null],
  ServiceNotAvailable: ['designs', 503, null],
  FileFormatIsNotValid: ['files', 400, null],
  FileSizeValidationError: ['files', 400, null],
  IndexFileNotFoundInZipException: ['files', 400, null],
  ZipFileNotFound: ['files', 400, null],
  FileValidityTimeExpired: ['files', 400, null],
  FailToParse: ['files', 400, 'An error occurred during file upload'],
  CannotUploadFile: ['files', 500, null],
  UploadOperationFailed: ['files', 500, null],
  DirectoryNotFound: ['files', 404, null],
  DirectoryAlreadyExists: ['files', 409, null],
  ProductIsDeletedOrRejected: ['catalogue', 409, null],
  ProductNotPayToActivate: ['catalogue', 409, null],
  ProductAlreadyActivated: ['catalogue', 409, null],
  ProductIsRejected: ['catalogue', 409, null],
  ShopNameExists: ['catalogue', 409, null],
  SlugAlreadyExists: ['catalogue', 409, 'The identifier already exists'],
  TicketIsDone: ['catalogue', 409, null],
  CannotReplyOnTicket: ['catalogue', 409, null],
  CannotUploadFileOnTicket: ['catalogue', 409, null],
  VirtualTourIsNotAccepted: ['catalogue', 409, null],
  VirtualTourAlreadyAddedToMarket: ['catalogue', 409, null],
  CannotAddToMarket: ['catalogue', 409, null],
  DisplayMonthNotValid: ['catalogue', 400, null],
};

const entities = [
  'Category',
  'Property',
  'Service',
  'Product',
  'Shop',
  'Blog',
  'Company',
  'VirtualTour',
  'Ticket',
  'Order',
  'Slug',
  'Designing',
  'Factor',
  'User',
  'File',
  'Location',
  'Model',
];

/** Codes the API adds to the spec's list: status, and English where the brief fixes it. */
const addedCodes: Record<string, [number, string | null]> = {
  ServerError: [500, 'There was a problem on the server'],
  ValidationError: [422, 'Some fields are not valid. Please check them.'],
  NotFound: [404, 'Page not found'],
  TooManyRequests: [429, 'Too many requests. Please wait a moment and try again.'],
  MethodNotAllowed: [405, null],
  PayloadTooLarge: [413, null],
  UnsupportedMediaType: [415, null],
  RangeNotSatisfiable: [416, null],
  CrossSiteRequest: [403, null],
  InvalidJson: [400, 'The request body is not valid JSON'],
  TextHasControlCharacters: [422, null],
  SessionExpired: [401, 'Your session has ended. Please sign in again.'],
  SignedOutSuccessfully: [200, null],
  ProfileUpdatedSuccessfully: [200, null],
  CredentialChangedSuccessfully: [200, null],
  UserNameIsNotValid: [400, null],
  EmailIsNotValid: [400, null],
  PasswordIsWeak: [400, 'The password must be at least 8 characters and include a letter and a number'],
  UserNameIsReserved: [409, 'This username is reserved'],
  OtpTooManyAttempts: [400, 'Too many wrong codes. Please request a new code.'],
  CredentialIsNotValid: [400, 'Enter a valid phone number or email'],
  SameAsCurrentCredential: [400, null],
  CurrentPasswordIncorrect: [400, null],
  IdempotencyKeyReused: [422, 'This idempotency key was already used for a different request'],
  RequestInProgress: [409, null],
  StorageQuotaExceeded: [409, null],
  PaymentNotFound: [404, 'The payment was not found'],
  CategoryParentIsNotValid: [400, null],
  CategoryIsInUse: [409, null],
  ServiceCategoryIsInUse: [409, null],
  ServiceIsInUse: [409, null],
  BlogCategoryIsInUse: [409, null],
  EnglishTextIncomplete: [422, null],
  OrderCannotBeCancelled: [409, null],
  OrderIsNotDelivered: [409, null],
  OrderRevisionLimitReached: [409, null],
  OrderStepIsNotValid: [422, null],
  OrderActionNotAllowed: [409, null],
  LocationIsInUse: [409, null],
  ProductTypeCannotBeChanged: [409, 'The product type cannot be changed'],
  DisplayCategoryCannotBeChanged: [409, 'The display category cannot be changed'],
  ShopLinkIsReserved: [409, 'This shop link is reserved'],
  ShopLinkIsNotValid: [422, null],
  ShopLinkAlreadyExists: [409, null],
  CoordinatesAreNotValid: [422, null],
  WorkingHoursRangeNotValid: [422, null],
  WorkingHoursOverlap: [422, null],
  TimeZoneIsNotValid: [422, null],
  ProfileImageRemovedSuccessfully: [200, null],
  BannerImageRemovedSuccessfully: [200, null],
  ContentRefused: [422, 'This request goes against the content rules. Your coins were refunded.'],
  SmsChannelNotAvailable: [422, null],
  EmailChannelNotAvailable: [422, null],
  OtpNotSent: [503, 'The verification code could not be sent. Please try again in a moment.'],
  PaymentPortalNotAvailable: [422, null],
  VirtualTourIsNotSubmitted: [409, 'This virtual tour has not been sent for review'],
  VirtualTourSubmittedSuccessfully: [200, null],
  VirtualTourAcceptedSuccessfully: [200, null],
  VirtualTourRejectedSuccessfully: [200, null],
  CannedReplyNotFound: [404, 'The saved reply was not found'],
  NotificationNotFound: [404, 'The notification was not found'],
};

const persianLetter = /[\u0621-\u063A\u0641-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC]/;
const latinLetter = /[A-Za-z]/;
const arabicScript = /[\u0600-\u06FF]/;

describe('catalogue', () => {
  it('has the spec codes, the entity codes and the added codes, and nothing else', () => {
    const expected = new Set([
      ...Object.keys(specCodes),
      ...entities.flatMap((e) => [`${e}NotFound`, `${e}IdIsNotValid`, `${e}AlreadyExists`]),
      ...Object.keys(addedCodes),
    ]);
    expect(Object.keys(specCodes)).toHaveLength(98);
    expect(new Set(Object.keys(catalogue))).toEqual(expected);
    expect(entries).toHaveLength(208);
  });

  it('gives every code a non-empty Persian and English text without stray spaces', () => {
    for (const [code, entry] of entries) {
      for (const text of [entry.fa, entry.en]) {
        expect(text.trim(), code).not.toBe('');
        expect(text, code).toBe(text.trim());
        expect(text, code).not.toMatch(/\s{2}/);
      }
    }
  });

  it('writes Persian texts in Persian script and orthography', () => {
    for (const [code, { fa }] of entries) {
      expect(fa, code).toMatch(persianLetter);
      expect(fa, code).not.toMatch(latinLetter);
      // Persian yeh and kaf, not the Arabic letters; Persian digits and punctuation.
      expect(fa, code).not.toMatch(/[\u064A\u0643]/);
      expect(fa, code).not.toMatch(/[0-9]/);
      expect(fa, code).not.toMatch(/[,;?]/);
      // «می‌» and «نمی‌» are joined to the verb with a zero-width non-joiner, never a space.
      expect(fa, code).not.toMatch(/(^|\s)ن?می\s/);
      expect(fa, code).not.toMatch(/\s\u200C|\u200C\s/);
    }
  });

  it('writes English texts without Persian letters, in sentence case', () => {
    for (const [code, { en }] of entries) {
      expect(en, code).not.toMatch(arabicScript);
      expect(en, code).toMatch(/^[A-Z]/);
    }
  });

  it('ends only texts of more than one sentence with a full stop, in both languages', () => {
    for (const [code, { fa, en }] of entries) {
      expect(en.endsWith('.'), code).toBe(en.includes('. '));
      expect(fa.endsWith('.'), code).toBe(fa.includes('. '));
    }
  });

  it('keeps the group, status and English text of every code in errors.json', () => {
    for (const [code, [group, status, en]] of Object.entries(specCodes)) {
      expect(isResultCode(code), code).toBe(true);
      const entry = catalogue[code as ResultCode];
      expect(entry.group, code).toBe(group);
      expect(entry.status, code).toBe(status);
      if (en !== null) expect(entry.en, code).toBe(en);
    }
  });

  it('gives the entity codes 404, 400 and 409', () => {
    for (const entity of entities) {
      const statuses = [`${entity}NotFound`, `${entity}IdIsNotValid`, `${entity}AlreadyExists`].map(
        (code) => catalogue[code as ResultCode].status,
      );
      // errors.json already has DesigningNotFound and SlugAlreadyExists, with the same statuses.
      expect(statuses, entity).toEqual([404, 400, 409]);
    }
  });

  it('has the codes the API adds, with their statuses and fixed texts', () => {
    for (const [code, [status, en]] of Object.entries(addedCodes)) {
      expect(isResultCode(code), code).toBe(true);
      const entry = catalogue[code as ResultCode];
      expect(entry.status, code).toBe(status);
      if (en !== null) expect(entry.en, code).toBe(en);
    }
  });

  it('uses valid HTTP statuses, 2xx for the success group and only there', () => {
    for (const [code, { group, status }] of entries) {
      expect(Number.isInteger(status), code).toBe(true);
      expect(STATUS_CODES[status], `${code} ${status}`).toBeDefined();
      expect(status >= 200 && status < 300, code).toBe(group === 'success');
    }
  });

  it('tells codes from other values and gives the text per locale', () => {
    expect(isResultCode('NotEnoughCoin')).toBe(true);
    expect(isResultCode('toString')).toBe(false);
    expect(isResultCode('notenoughcoin')).toBe(false);
    expect(isResultCode(undefined)).toBe(false);
    expect(isResultCode(404)).toBe(false);
    expect(resultText('UnAuthorized', 'en')).toBe('You are not authorized');
    expect(resultText('NotEnoughCoin', 'fa')).toBe('موجودی سکه کافی نیست. موجودی کیف پولتان را افزایش دهید.');
  });
});

describe('fieldMessage', () => {
  const both = (issue: FieldIssue) => [fieldMessage(issue, 'fa'), fieldMessage(issue, 'en')];

  it('returns the catalogue text when the message is a code', () => {
    const issue: FieldIssue = { code: 'custom', message: 'ConfirmPasswordNotMatch' };
    expect(both(issue)).toEqual([catalogue.ConfirmPasswordNotMatch.fa, catalogue.ConfirmPasswordNotMatch.en]);
    expect(both({ code: 'too_small', origin: 'string', minimum: 8, message: 'PasswordIsWeak' })).toEqual([
      catalogue.PasswordIsWeak.fa,
      catalogue.PasswordIsWeak.en,
    ]);
  });

  it('says a missing value is required and a value of another type is wrong', () => {
    const requiredTexts = ['این فیلد الزامی است', 'This field is required'];
    expect(both({ code: 'invalid_type', input: undefined })).toEqual(requiredTexts);
    // As zod returns issues: no input, its default message names what it received.
    expect(both({ code: 'invalid_type', message: 'Invalid input: expected string, received undefined' })).toEqual(
      requiredTexts,
    );
    expect(both({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true })).toEqual(requiredTexts);

    const wrongType = ['نوع این مقدار درست نیست', 'This value has the wrong type'];
    expect(both({ code: 'invalid_type', input: 42 })).toEqual(wrongType);
    expect(both({ code: 'invalid_type', input: null })).toEqual(wrongType);
    expect(both({ code: 'invalid_type', message: 'Invalid input: expected string, received number' })).toEqual(
      wrongType,
    );
  });

  it('gives string lengths with Persian digits in fa', () => {
    expect(both({ code: 'too_small', origin: 'string', minimum: 8, inclusive: true })).toEqual([
      'باید دست‌کم ۸ کاراکتر باشد',
      'Must be at least 8 characters',
    ]);
    expect(both({ code: 'too_big', origin: 'string', maximum: 120, inclusive: true })).toEqual([
      'باید حداکثر ۱۲۰ کاراکتر باشد',
      'Must be at most 120 characters',
    ]);
    expect(both({ code: 'too_big', origin: 'string', maximum: 1 })).toEqual([
      'باید حداکثر ۱ کاراکتر باشد',
      'Must be at most 1 character',
    ]);
    expect(both({ code: 'too_small', origin: 'string', minimum: 6, exact: true })).toEqual([
      'باید دقیقاً ۶ کاراکتر باشد',
      'Must be exactly 6 characters',
    ]);
  });

  it('gives number bounds with Persian digits in fa', () => {
    expect(both({ code: 'too_small', origin: 'number', minimum: 10, inclusive: true })).toEqual([
      'نباید کمتر از ۱۰ باشد',
      'Must be at least 10',
    ]);
    expect(both({ code: 'too_big', origin: 'int', maximum: 2500 })).toEqual([
      'نباید بیشتر از ۲۵۰۰ باشد',
      'Must be at most 2500',
    ]);
    expect(both({ code: 'too_big', origin: 'bigint', maximum: 12n })).toEqual([
      'نباید بیشتر از ۱۲ باشد',
      'Must be at most 12',
    ]);
    // .positive() is an exclusive minimum of 0.
    expect(both({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false })).toEqual([
      'باید بیشتر از ۰ باشد',
      'Must be greater than 0',
    ]);
    expect(fieldMessage({ code: 'too_big', origin: 'number', maximum: 2.5 }, 'fa')).toBe('نباید بیشتر از ۲٫۵ باشد');
  });

  it('uses the email text for emails and a general text for other formats', () => {
    expect(both({ code: 'invalid_format', format: 'email' })).toEqual([
      catalogue.EmailIsNotValid.fa,
      catalogue.EmailIsNotValid.en,
    ]);
    expect(both({ code: 'invalid_format', format: 'url' })).toEqual([
      'این مقدار را به شکل درست وارد کنید',
      'Enter this value in the right format',
    ]);
    expect(both({ code: 'invalid_format', format: 'regex' })).toEqual([
      'این مقدار را به شکل درست وارد کنید',
      'Enter this value in the right format',
    ]);
  });

  it('names unknown fields and falls back to a general text', () => {
    expect(both({ code: 'unrecognized_keys', keys: ['extra'] })).toEqual(['فیلد ناشناخته', 'Unknown field']);
    const general = ['این مقدار معتبر نیست؛ آن را بررسی کنید', 'This value is not valid; please check it'];
    for (const code of ['invalid_value', 'invalid_union', 'not_multiple_of', 'invalid_key', 'invalid_element']) {
      expect(both({ code }), code).toEqual(general);
    }
    expect(both({ code: 'custom', message: 'Passwords must match' })).toEqual(general);
  });

  it('gives a field its own text where a schema names one, and never the whole-form text', () => {
    expect(both({ code: 'custom', message: 'ChooseCategory' })).toEqual([
      'یک دسته‌بندی انتخاب کنید',
      'Choose a category',
    ]);
    expect(both({ code: 'invalid_format', format: 'regex', message: 'PhoneNumber' })).toEqual([
      fieldTexts.PhoneNumber.fa,
      fieldTexts.PhoneNumber.en,
    ]);
    // ValidationError is the request's code ("some fields are not valid"); a field says what is wrong with it.
    expect(both({ code: 'custom', message: 'ValidationError' })).toEqual([
      'این مقدار معتبر نیست؛ آن را بررسی کنید',
      'This value is not valid; please check it',
    ]);
    expect(both({ code: 'custom', message: 'ValidationError' })).not.toContain(catalogue.ValidationError.fa);
    expect(isFieldText('ChooseCategory')).toBe(true);
    expect(isFieldText('NotEnoughCoin')).toBe(false);
    expect(isFieldText('toString')).toBe(false);
  });

  it('keeps field texts apart from catalogue codes, in both languages, in Persian script', () => {
    for (const [name, texts] of Object.entries(fieldTexts)) {
      expect(isResultCode(name), name).toBe(false);
      expect(texts.fa, name).toMatch(persianLetter);
      expect(texts.fa, name).not.toMatch(/[A-Za-z0-9,;?]/);
      expect(texts.en, name).not.toMatch(arabicScript);
      expect(texts.en, name).toMatch(/^[A-Z]/);
    }
  });

  it('writes Persian field texts without Latin letters or digits', () => {
    const issues: FieldIssue[] = [
      { code: 'invalid_type', input: undefined },
      { code: 'invalid_type', input: 1 },
      { code: 'too_small', origin: 'string', minimum: 3 },
      { code: 'too_big', origin: 'number', maximum: 99 },
      { code: 'too_small', origin: 'array', minimum: 2 },
      { code: 'too_big', origin: 'file', maximum: 1_000_000 },
      { code: 'too_small', origin: 'date', minimum: 1_700_000_000_000 },
      { code: 'invalid_format', format: 'uuid' },
      { code: 'unrecognized_keys', keys: ['a'] },
      { code: 'invalid_value' },
    ];
    for (const issue of issues) {
      const fa = fieldMessage(issue, 'fa');
      expect(fa).toMatch(persianLetter);
      expect(fa).not.toMatch(/[A-Za-z0-9]/);
      expect(fieldMessage(issue, 'en')).not.toMatch(arabicScript);
    }
  });
});
