import type { Locale } from './locales';

export type ResultGroup = 'fallback' | 'auth' | 'success' | 'wallet' | 'designs' | 'files' | 'catalogue' | 'validation';

export interface CatalogueEntry {
  group: ResultGroup;
  status: number;
  fa: string;
  en: string;
}

/**
 * Every result the API can send, by code: the HTTP status and the text in both languages.
 * The codes and the English texts the spec gives come from SPEC.md section 8 (errors.json), verbatim,
 * misspellings of code names included (LogedIn, Payed), because clients match on them.
 *
 * Writing convention, both languages: sentence case; a text that is one sentence or a fragment has no
 * final full stop; a text of two sentences ends each with one. Persian texts use no Latin letters.
 * Entity codes follow <Entity>NotFound (404), <Entity>IdIsNotValid (400), <Entity>AlreadyExists (409).
 */
export const catalogue = {
  // Fallbacks: unknown failures, and errors of the HTTP layer itself rather than of a feature.
  None: { group: 'fallback', status: 500, fa: 'مشکلی در سرور پیش آمد', en: 'There was a problem on the server' },
  Default: { group: 'fallback', status: 500, fa: 'خطای ناشناخته‌ای رخ داد', en: 'Unknown error occurred' },
  ServerError: { group: 'fallback', status: 500, fa: 'مشکلی در سرور پیش آمد', en: 'There was a problem on the server' },
  NotFound: { group: 'fallback', status: 404, fa: 'صفحه پیدا نشد', en: 'Page not found' },
  MethodNotAllowed: {
    group: 'fallback',
    status: 405,
    fa: 'این نوع درخواست مجاز نیست',
    en: 'This request method is not allowed',
  },
  PayloadTooLarge: {
    group: 'fallback',
    status: 413,
    fa: 'حجم درخواست بیش از حد مجاز است',
    en: 'The request is too large',
  },
  UnsupportedMediaType: {
    group: 'fallback',
    status: 415,
    fa: 'قالب داده‌های ارسال‌شده برای این درخواست پذیرفته نیست',
    en: 'This request does not accept data in that format',
  },
  // A state-changing request sent by a page of another site (a forged form or fetch riding on the cookie).
  CrossSiteRequest: {
    group: 'fallback',
    status: 403,
    fa: 'درخواست‌هایی که از سایت دیگری فرستاده شوند پذیرفته نیستند',
    en: 'Requests sent from another site are not accepted',
  },
  TooManyRequests: {
    group: 'fallback',
    status: 429,
    fa: 'تعداد درخواست‌ها زیاد است. لطفاً کمی صبر کنید و دوباره تلاش کنید.',
    en: 'Too many requests. Please wait a moment and try again.',
  },

  // Validation: the request as a whole could not be accepted; per-field texts come from field-errors.ts.
  ValidationError: {
    group: 'validation',
    status: 422,
    fa: 'بعضی از فیلدها معتبر نیستند. لطفاً آن‌ها را بررسی کنید.',
    en: 'Some fields are not valid. Please check them.',
  },
  InvalidJson: {
    group: 'validation',
    status: 400,
    fa: 'قالب داده‌های ارسال‌شده درست نیست',
    en: 'The request body is not valid JSON',
  },
  TextHasControlCharacters: {
    group: 'validation',
    status: 422,
    fa: 'این متن کاراکترهای نامرئی غیرمجاز دارد. لطفاً آن‌ها را پاک کنید.',
    en: 'This text contains invisible characters that are not allowed. Please remove them.',
  },

  // Auth: sign-in, sign-up, one-time codes, sessions, access and the account's credentials.
  UnAuthorized: {
    group: 'auth',
    status: 401,
    fa: 'لطفاً ابتدا وارد حساب کاربری خود شوید',
    en: 'You are not authorized',
  },
  AccessDenied: { group: 'auth', status: 403, fa: 'به این بخش دسترسی ندارید', en: 'You do not have access' },
  UserIsNotAuthorized: {
    group: 'auth',
    status: 403,
    fa: 'این کاربر اجازه انجام این کار را ندارد',
    en: 'User is not authorized',
  },
  RegionAccessDenied: {
    group: 'auth',
    status: 403,
    fa: 'دسترسی از منطقه شما امکان‌پذیر نیست',
    en: 'Access to the region is denied',
  },
  SessionExpired: {
    group: 'auth',
    status: 401,
    fa: 'نشست شما به پایان رسیده است. لطفاً دوباره وارد شوید.',
    en: 'Your session has ended. Please sign in again.',
  },
  UserNameOrPassIncorrect: {
    group: 'auth',
    status: 401,
    fa: 'نام کاربری یا رمز عبور نادرست است',
    en: 'The username or password is incorrect',
  },
  UserEmailNotFound: {
    group: 'auth',
    status: 404,
    fa: 'ایمیل یا نام کاربری واردشده پیدا نشد',
    en: 'The entered email or username was not found',
  },
  UserPhoneNumberNotFound: {
    group: 'auth',
    status: 404,
    fa: 'شماره همراه واردشده پیدا نشد',
    en: 'The entered phone number was not found',
  },
  OtpExpired: { group: 'auth', status: 400, fa: 'کد تأیید منقضی شده است', en: 'The OTP has expired' },
  OtpIsNotValid: { group: 'auth', status: 400, fa: 'کد تأیید واردشده درست نیست', en: 'The entered OTP is invalid' },
  OtpAlreadyGenerated: {
    group: 'auth',
    status: 429,
    fa: 'کد تأیید قبلاً برای شما ارسال شده است',
    en: 'The OTP has already been sent',
  },
  OtpTooManyAttempts: {
    group: 'auth',
    status: 400,
    fa: 'کد نادرست بیش از حد وارد شده است. لطفاً کد تأیید جدیدی درخواست کنید.',
    en: 'Too many wrong codes. Please request a new code.',
  },
  UserAlreadyRegistered: {
    group: 'auth',
    status: 409,
    fa: 'با این شماره همراه قبلاً ثبت‌نام شده است',
    en: 'This phone number has already been registered',
  },
  UserNameExists: {
    group: 'auth',
    status: 409,
    fa: 'این نام کاربری قبلاً انتخاب شده است',
    en: 'This username is already taken',
  },
  UserNameIsReserved: {
    group: 'auth',
    status: 409,
    fa: 'این نام کاربری رزرو شده است',
    en: 'This username is reserved',
  },
  EmailAlreadyExists: {
    group: 'auth',
    status: 409,
    fa: 'این ایمیل قبلاً ثبت شده است',
    en: 'This email is already registered',
  },
  PhoneNumberAlreadyExists: {
    group: 'auth',
    status: 409,
    fa: 'این شماره همراه قبلاً ثبت شده است',
    en: 'This phone number is already registered',
  },
  UserRegistrationFailed: { group: 'auth', status: 400, fa: 'ثبت‌نام انجام نشد', en: 'Registration failed' },
  EmailNotConfirm: { group: 'auth', status: 400, fa: 'ایمیل هنوز تأیید نشده است', en: 'The email is not verified' },
  PhoneNumberNotConfirmed: {
    group: 'auth',
    status: 400,
    fa: 'شماره همراه هنوز تأیید نشده است',
    en: 'The phone number is not verified',
  },
  PhoneNumberIsNotValid: {
    group: 'auth',
    status: 400,
    fa: 'شماره همراه معتبر نیست',
    en: 'The phone number is not valid',
  },
  EmailIsNotValid: { group: 'auth', status: 400, fa: 'ایمیل معتبر نیست', en: 'The email is not valid' },
  UserNameIsNotValid: { group: 'auth', status: 400, fa: 'نام کاربری معتبر نیست', en: 'The username is not valid' },
  CredentialIsNotValid: {
    group: 'auth',
    status: 400,
    fa: 'لطفاً شماره همراه یا ایمیل معتبر وارد کنید',
    en: 'Enter a valid phone number or email',
  },
  SmsChannelNotAvailable: {
    group: 'auth',
    status: 422,
    fa: 'ارسال کد تأیید با پیامک در این سایت فعال نیست. لطفاً با ایمیل ادامه دهید.',
    en: 'Codes cannot be sent by SMS on this site. Please use your email instead.',
  },
  EmailChannelNotAvailable: {
    group: 'auth',
    status: 422,
    fa: 'ارسال کد تأیید با ایمیل در این سایت فعال نیست. لطفاً با شماره همراه ادامه دهید.',
    en: 'Codes cannot be sent by email on this site. Please use your phone number instead.',
  },
  OtpNotSent: {
    group: 'auth',
    status: 503,
    fa: 'کد تأیید ارسال نشد. لطفاً کمی بعد دوباره تلاش کنید.',
    en: 'The verification code could not be sent. Please try again in a moment.',
  },
  SameAsCurrentCredential: {
    group: 'auth',
    status: 400,
    fa: 'مقدار جدید با مقدار فعلی یکی است',
    en: 'The new value is the same as the current one',
  },
  PasswordIsWeak: {
    group: 'auth',
    status: 400,
    fa: 'رمز عبور باید دست‌کم ۸ کاراکتر و شامل حرف و عدد باشد',
    en: 'The password must be at least 8 characters and include a letter and a number',
  },
  ConfirmPasswordNotMatch: {
    group: 'auth',
    status: 400,
    fa: 'تکرار رمز عبور با رمز عبور یکسان نیست',
    en: 'Password confirmation does not match',
  },
  CurrentPasswordIncorrect: {
    group: 'auth',
    status: 400,
    fa: 'رمز عبور فعلی نادرست است',
    en: 'The current password is incorrect',
  },
  ChangePasswordOperationFailed: {
    group: 'auth',
    status: 400,
    fa: 'بازیابی رمز عبور انجام نشد',
    en: 'Password recovery process failed',
  },
  UserNotFound: { group: 'auth', status: 404, fa: 'کاربر مورد نظر پیدا نشد', en: 'The user was not found' },
  UserIdIsNotValid: { group: 'auth', status: 400, fa: 'شناسه کاربر معتبر نیست', en: 'The user ID is not valid' },
  UserAlreadyExists: {
    group: 'auth',
    status: 409,
    fa: 'این کاربر قبلاً ثبت شده است',
    en: 'This user already exists',
  },

  // Success: shown as notifications after an action worked.
  OtpSent: {
    group: 'success',
    status: 200,
    fa: 'کد تأیید به شماره همراه شما ارسال شد',
    en: 'The verification code has been sent to the phone number',
  },
  RegisteredSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'ثبت‌نام با موفقیت انجام شد',
    en: 'You have signed up successfully',
  },
  LogedInSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'با موفقیت وارد شدید',
    en: 'You have signed in successfully',
  },
  SignedOutSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'با موفقیت از حساب کاربری خود خارج شدید',
    en: 'You have signed out successfully',
  },
  PasswordChangedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'رمز عبور با موفقیت تغییر کرد',
    en: 'Your password has been changed',
  },
  CredentialChangedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'شماره همراه یا ایمیل شما با موفقیت تغییر کرد',
    en: 'Your phone number or email has been changed',
  },
  ProfileUpdatedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'پروفایل شما با موفقیت به‌روزرسانی شد',
    en: 'Your profile has been updated',
  },
  EmailVerifiedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'ایمیل شما با موفقیت تأیید شد',
    en: 'Your email has been verified',
  },
  PhoneNumberVerifiedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'شماره همراه شما با موفقیت تأیید شد',
    en: 'Your phone number has been verified',
  },
  AddSuccessfully: { group: 'success', status: 200, fa: 'با موفقیت اضافه شد', en: 'Added successfully' },
  UpdateSuccessfully: { group: 'success', status: 200, fa: 'با موفقیت به‌روزرسانی شد', en: 'Updated successfully' },
  DeleteSuccessfully: { group: 'success', status: 200, fa: 'با موفقیت حذف شد', en: 'Deleted successfully' },
  FetchSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'اطلاعات با موفقیت دریافت شد',
    en: 'Loaded successfully',
  },
  VerifiedSuccessfully: { group: 'success', status: 200, fa: 'با موفقیت تأیید شد', en: 'Verified successfully' },
  PaySuccessfully: {
    group: 'success',
    status: 200,
    fa: 'پرداخت با موفقیت انجام شد',
    en: 'The payment was successful',
  },
  WalletChargedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'کیف پول شما با موفقیت شارژ شد',
    en: 'Your wallet has been topped up',
  },
  ProductPayedSuccessFully: {
    group: 'success',
    status: 200,
    fa: 'هزینه محصول با موفقیت پرداخت شد',
    en: 'The product has been paid for',
  },
  ProductActivatedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'محصول با موفقیت فعال شد',
    en: 'The product has been activated',
  },
  ProductRejectedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'محصول رد شد',
    en: 'The product has been rejected',
  },
  ProductDisabledSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'محصول با موفقیت غیرفعال شد',
    en: 'The product has been disabled',
  },
  ProductLikedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'محصول به پسندیده‌ها اضافه شد',
    en: 'The product has been added to your likes',
  },
  ProductDisLikedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'محصول از پسندیده‌ها حذف شد',
    en: 'The product has been removed from your likes',
  },
  FilesSavedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'فایل‌ها با موفقیت ذخیره شدند',
    en: 'The files have been saved',
  },
  FolderCreatedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'پوشه با موفقیت ساخته شد',
    en: 'The folder has been created',
  },
  FileUploadedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'فایل با موفقیت بارگذاری شد',
    en: 'The file has been uploaded',
  },
  ProfileImageUploadSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'تصویر پروفایل با موفقیت بارگذاری شد',
    en: 'The profile picture has been uploaded',
  },
  BannerImageUploadSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'تصویر بنر با موفقیت بارگذاری شد',
    en: 'The banner image has been uploaded',
  },
  ProfileImageRemovedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'تصویر پروفایل برداشته شد',
    en: 'The profile picture has been removed',
  },
  BannerImageRemovedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'تصویر بنر برداشته شد',
    en: 'The banner image has been removed',
  },

  // Wallet and payments: coins, top-ups, payment gateways, invoices (factor) and orders.
  NotEnoughCoin: { group: 'wallet', status: 402, fa: 'موجودی سکه کافی نیست', en: 'Not enough balance' },
  WalletNotFound: { group: 'wallet', status: 404, fa: 'کیف پول پیدا نشد', en: 'The wallet was not found' },
  ChargingPriceNotFound: {
    group: 'wallet',
    status: 404,
    fa: 'مبلغ شارژ مورد نظر پیدا نشد',
    en: 'The top-up price was not found',
  },
  CoinPriceNotFound: { group: 'wallet', status: 404, fa: 'قیمت سکه پیدا نشد', en: 'The coin price was not found' },
  AlreadyPayed: {
    group: 'wallet',
    status: 409,
    fa: 'این مورد قبلاً پرداخت شده است',
    en: 'This has already been paid',
  },
  FactorAlreadyIssued: {
    group: 'wallet',
    status: 409,
    fa: 'فاکتور قبلاً صادر شده است',
    en: 'The invoice has already been issued',
  },
  FactorAlreadyPayed: {
    group: 'wallet',
    status: 409,
    fa: 'این فاکتور قبلاً پرداخت شده است',
    en: 'This invoice has already been paid',
  },
  PriceWithSamePortalExists: {
    group: 'wallet',
    status: 409,
    fa: 'برای این درگاه پرداخت قبلاً قیمت ثبت شده است',
    en: 'A price for this payment gateway already exists',
  },
  DisplayCostAlreadyPayed: {
    group: 'wallet',
    status: 409,
    fa: 'هزینه نمایش قبلاً پرداخت شده است',
    en: 'The display cost has already been paid',
  },
  OrderAlreadyCompleted: {
    group: 'wallet',
    status: 409,
    fa: 'این سفارش قبلاً تکمیل شده است',
    en: 'This order has already been completed',
  },
  IdempotencyKeyReused: {
    group: 'wallet',
    status: 422,
    fa: 'این کلید یکتایی قبلاً برای درخواست دیگری به کار رفته است',
    en: 'This idempotency key was already used for a different request',
  },
  RequestInProgress: {
    group: 'wallet',
    status: 409,
    fa: 'همین درخواست در حال انجام است. چند لحظه بعد دوباره امتحان کنید.',
    en: 'The same request is still in progress. Please try again in a moment.',
  },
  PaymentNotFound: { group: 'wallet', status: 404, fa: 'پرداخت پیدا نشد', en: 'The payment was not found' },
  PaymentNotCompleted: { group: 'wallet', status: 400, fa: 'پرداخت تکمیل نشد', en: 'The payment was not completed' },
  PriceLessThanMinimumCoinPrice: {
    group: 'wallet',
    status: 400,
    fa: 'مبلغ از حداقل قیمت سکه کمتر است',
    en: 'The price is less than the minimum coin price',
  },
  PriceLessThanPortalCoinPrice: {
    group: 'wallet',
    status: 400,
    fa: 'مبلغ از قیمت سکه در این درگاه پرداخت کمتر است',
    en: 'The price is less than the coin price of this payment gateway',
  },
  PaymentPortalCannotBeNull: {
    group: 'wallet',
    status: 400,
    fa: 'لطفاً درگاه پرداخت را انتخاب کنید',
    en: 'Please choose a payment gateway',
  },
  PaymentPortalNotAvailable: {
    group: 'wallet',
    status: 422,
    fa: 'این درگاه پرداخت در این سایت فعال نیست. لطفاً درگاه دیگری انتخاب کنید یا با پشتیبانی تماس بگیرید.',
    en: 'This payment gateway is not available on this site. Please choose another one or contact support.',
  },
  PaypalServerError: {
    group: 'wallet',
    status: 502,
    fa: 'خطایی در سرور پی‌پال رخ داد',
    en: 'PayPal server error occurred',
  },
  FactorNotFound: { group: 'wallet', status: 404, fa: 'فاکتور مورد نظر پیدا نشد', en: 'The invoice was not found' },
  FactorIdIsNotValid: {
    group: 'wallet',
    status: 400,
    fa: 'شناسه فاکتور معتبر نیست',
    en: 'The invoice ID is not valid',
  },
  FactorAlreadyExists: {
    group: 'wallet',
    status: 409,
    fa: 'این فاکتور قبلاً ثبت شده است',
    en: 'This invoice already exists',
  },
  OrderNotFound: { group: 'wallet', status: 404, fa: 'سفارش مورد نظر پیدا نشد', en: 'The order was not found' },
  OrderIdIsNotValid: { group: 'wallet', status: 400, fa: 'شناسه سفارش معتبر نیست', en: 'The order ID is not valid' },
  OrderAlreadyExists: {
    group: 'wallet',
    status: 409,
    fa: 'این سفارش قبلاً ثبت شده است',
    en: 'This order already exists',
  },

  // Designs and AI: generation jobs (designing), the Luma 3D capture and provider API keys.
  DesigningNotFound: { group: 'designs', status: 404, fa: 'طرح مورد نظر پیدا نشد', en: 'The design was not found' },
  DesigningIdIsNotValid: {
    group: 'designs',
    status: 400,
    fa: 'شناسه طرح معتبر نیست',
    en: 'The design ID is not valid',
  },
  DesigningAlreadyExists: {
    group: 'designs',
    status: 409,
    fa: 'این طرح قبلاً ثبت شده است',
    en: 'This design already exists',
  },
  LumaDesigningNotFound: {
    group: 'designs',
    status: 404,
    fa: 'طرح لوما پیدا نشد',
    en: 'The Luma design was not found',
  },
  DesigningIsInProcess: {
    group: 'designs',
    status: 409,
    fa: 'طرح هنوز در حال پردازش است',
    en: 'The design is still being processed',
  },
  DesigningIsDeleted: { group: 'designs', status: 409, fa: 'این طرح حذف شده است', en: 'This design has been deleted' },
  CannotDeleteDesigning: {
    group: 'designs',
    status: 409,
    fa: 'این طرح را نمی‌توان حذف کرد',
    en: 'This design cannot be deleted',
  },
  DesigningFailed: {
    group: 'designs',
    status: 400,
    fa: 'ساخت طرح ناموفق بود',
    en: 'The design could not be created',
  },
  DesigningNotPayed: {
    group: 'designs',
    status: 400,
    fa: 'هزینه طرح پرداخت نشده است',
    en: 'The design has not been paid for',
  },
  DesigningNotComplete: {
    group: 'designs',
    status: 400,
    fa: 'طرح هنوز کامل نشده است',
    en: 'The design is not complete yet',
  },
  VideoAlreadyUploaded: {
    group: 'designs',
    status: 409,
    fa: 'ویدیو قبلاً بارگذاری شده است',
    en: 'The video has already been uploaded',
  },
  CaptureTriggeringFailed: {
    group: 'designs',
    status: 502,
    fa: 'شروع پردازش سه‌بعدی ناموفق بود',
    en: 'The 3D capture could not be started',
  },
  ApiKeyNotFound: { group: 'designs', status: 404, fa: 'کلید دسترسی پیدا نشد', en: 'The API key was not found' },
  ApiKeyExists: {
    group: 'designs',
    status: 409,
    fa: 'این کلید دسترسی قبلاً ثبت شده است',
    en: 'This API key already exists',
  },
  ApiKeyIsNotValid: { group: 'designs', status: 400, fa: 'کلید دسترسی معتبر نیست', en: 'The API key is not valid' },
  ContentRefused: {
    group: 'designs',
    status: 422,
    fa: 'این درخواست با قوانین محتوا سازگار نیست. سکه‌هایتان برگردانده شد.',
    en: 'This request goes against the content rules. Your coins were refunded.',
  },
  ServiceNotAvailable: {
    group: 'designs',
    status: 503,
    fa: 'این سرویس در حال حاضر در دسترس نیست',
    en: 'The service is not available right now',
  },

  // Files: uploads, zip packages and folders.
  FileNotFound: { group: 'files', status: 404, fa: 'فایل مورد نظر پیدا نشد', en: 'The file was not found' },
  RangeNotSatisfiable: {
    group: 'files',
    status: 416,
    fa: 'بخش درخواست‌شده از فایل وجود ندارد',
    en: 'The requested part of the file does not exist',
  },
  FileIdIsNotValid: { group: 'files', status: 400, fa: 'شناسه فایل معتبر نیست', en: 'The file ID is not valid' },
  FileAlreadyExists: {
    group: 'files',
    status: 409,
    fa: 'این فایل قبلاً بارگذاری شده است',
    en: 'This file already exists',
  },
  FileFormatIsNotValid: { group: 'files', status: 400, fa: 'قالب فایل معتبر نیست', en: 'The file format is not valid' },
  FileSizeValidationError: {
    group: 'files',
    status: 400,
    fa: 'حجم فایل مجاز نیست',
    en: 'The file size is not allowed',
  },
  IndexFileNotFoundInZipException: {
    group: 'files',
    status: 400,
    fa: 'فایل ایندکس در فایل زیپ پیدا نشد',
    en: 'No index file was found in the zip file',
  },
  ZipFileNotFound: { group: 'files', status: 400, fa: 'فایل زیپ پیدا نشد', en: 'The zip file was not found' },
  FileValidityTimeExpired: {
    group: 'files',
    status: 400,
    fa: 'مهلت اعتبار فایل به پایان رسیده است',
    en: 'The file has expired',
  },
  FailToParse: {
    group: 'files',
    status: 400,
    fa: 'هنگام بارگذاری فایل خطایی رخ داد',
    en: 'An error occurred during file upload',
  },
  CannotUploadFile: {
    group: 'files',
    status: 500,
    fa: 'امکان بارگذاری فایل وجود ندارد',
    en: 'The file could not be uploaded',
  },
  UploadOperationFailed: { group: 'files', status: 500, fa: 'بارگذاری ناموفق بود', en: 'The upload failed' },
  DirectoryNotFound: { group: 'files', status: 404, fa: 'پوشه پیدا نشد', en: 'The folder was not found' },
  DirectoryAlreadyExists: {
    group: 'files',
    status: 409,
    fa: 'پوشه‌ای با این نام از قبل وجود دارد',
    en: 'A folder with this name already exists',
  },

  // Catalogue, tickets and market: categories and their properties, services, products, shops, blog,
  // companies, virtual tours, tickets and slugs.
  CategoryNotFound: {
    group: 'catalogue',
    status: 404,
    fa: 'دسته‌بندی مورد نظر پیدا نشد',
    en: 'The category was not found',
  },
  CategoryIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه دسته‌بندی معتبر نیست',
    en: 'The category ID is not valid',
  },
  CategoryAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این دسته‌بندی قبلاً ثبت شده است',
    en: 'This category already exists',
  },
  PropertyNotFound: {
    group: 'catalogue',
    status: 404,
    fa: 'ویژگی مورد نظر پیدا نشد',
    en: 'The property was not found',
  },
  PropertyIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه ویژگی معتبر نیست',
    en: 'The property ID is not valid',
  },
  PropertyAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این ویژگی قبلاً ثبت شده است',
    en: 'This property already exists',
  },
  ServiceNotFound: {
    group: 'catalogue',
    status: 404,
    fa: 'خدمت مورد نظر پیدا نشد',
    en: 'The service was not found',
  },
  ServiceIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه خدمت معتبر نیست',
    en: 'The service ID is not valid',
  },
  ServiceAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این خدمت قبلاً ثبت شده است',
    en: 'This service already exists',
  },
  ProductNotFound: {
    group: 'catalogue',
    status: 404,
    fa: 'محصول مورد نظر پیدا نشد',
    en: 'The product was not found',
  },
  ProductIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه محصول معتبر نیست',
    en: 'The product ID is not valid',
  },
  ProductAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این محصول قبلاً ثبت شده است',
    en: 'This product already exists',
  },
  ProductIsDeletedOrRejected: {
    group: 'catalogue',
    status: 409,
    fa: 'این محصول حذف یا رد شده است',
    en: 'This product has been deleted or rejected',
  },
  ProductNotPayToActivate: {
    group: 'catalogue',
    status: 409,
    fa: 'برای فعال‌سازی محصول، لطفاً ابتدا هزینه آن را پرداخت کنید',
    en: 'Please pay for the product before activating it',
  },
  ProductAlreadyActivated: {
    group: 'catalogue',
    status: 409,
    fa: 'این محصول قبلاً فعال شده است',
    en: 'This product is already active',
  },
  ProductIsRejected: {
    group: 'catalogue',
    status: 409,
    fa: 'این محصول رد شده است',
    en: 'This product has been rejected',
  },
  DisplayMonthNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'تعداد ماه‌های نمایش معتبر نیست',
    en: 'The number of display months is not valid',
  },
  ShopNotFound: { group: 'catalogue', status: 404, fa: 'فروشگاه مورد نظر پیدا نشد', en: 'The shop was not found' },
  ShopIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه فروشگاه معتبر نیست',
    en: 'The shop ID is not valid',
  },
  ShopAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این فروشگاه قبلاً ثبت شده است',
    en: 'This shop already exists',
  },
  ShopNameExists: {
    group: 'catalogue',
    status: 409,
    fa: 'فروشگاهی با این نام از قبل وجود دارد',
    en: 'A shop with this name already exists',
  },
  BlogNotFound: { group: 'catalogue', status: 404, fa: 'مطلب مورد نظر پیدا نشد', en: 'The blog post was not found' },
  BlogIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه مطلب معتبر نیست',
    en: 'The blog post ID is not valid',
  },
  BlogAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این مطلب قبلاً ثبت شده است',
    en: 'This blog post already exists',
  },
  CompanyNotFound: {
    group: 'catalogue',
    status: 404,
    fa: 'شرکت مورد نظر پیدا نشد',
    en: 'The company was not found',
  },
  CompanyIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه شرکت معتبر نیست',
    en: 'The company ID is not valid',
  },
  CompanyAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این شرکت قبلاً ثبت شده است',
    en: 'This company already exists',
  },
  VirtualTourNotFound: {
    group: 'catalogue',
    status: 404,
    fa: 'تور مجازی مورد نظر پیدا نشد',
    en: 'The virtual tour was not found',
  },
  VirtualTourIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه تور مجازی معتبر نیست',
    en: 'The virtual tour ID is not valid',
  },
  VirtualTourAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این تور مجازی قبلاً ثبت شده است',
    en: 'This virtual tour already exists',
  },
  VirtualTourIsNotAccepted: {
    group: 'catalogue',
    status: 409,
    fa: 'این تور مجازی هنوز تأیید نشده است',
    en: 'This virtual tour has not been approved yet',
  },
  VirtualTourAlreadyAddedToMarket: {
    group: 'catalogue',
    status: 409,
    fa: 'این تور مجازی قبلاً به بازار اضافه شده است',
    en: 'This virtual tour is already in the market',
  },
  CannotAddToMarket: {
    group: 'catalogue',
    status: 409,
    fa: 'این مورد را نمی‌توان به بازار اضافه کرد',
    en: 'This item cannot be added to the market',
  },
  TicketNotFound: { group: 'catalogue', status: 404, fa: 'تیکت مورد نظر پیدا نشد', en: 'The ticket was not found' },
  TicketIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه تیکت معتبر نیست',
    en: 'The ticket ID is not valid',
  },
  TicketAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این تیکت قبلاً ثبت شده است',
    en: 'This ticket already exists',
  },
  TicketIsDone: { group: 'catalogue', status: 409, fa: 'این تیکت بسته شده است', en: 'This ticket is closed' },
  CannotReplyOnTicket: {
    group: 'catalogue',
    status: 409,
    fa: 'امکان پاسخ به این تیکت وجود ندارد',
    en: 'You cannot reply to this ticket',
  },
  CannotUploadFileOnTicket: {
    group: 'catalogue',
    status: 409,
    fa: 'امکان پیوست فایل به این تیکت وجود ندارد',
    en: 'You cannot attach a file to this ticket',
  },
  CategoryParentIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'یک دسته‌بندی نمی‌تواند والد خودش یا زیرشاخه خودش باشد',
    en: 'A category cannot be its own parent or the parent of its parent',
  },
  CategoryIsInUse: {
    group: 'catalogue',
    status: 409,
    fa: 'این دسته‌بندی زیرشاخه یا آگهی دارد و حذف نمی‌شود',
    en: 'This category has sub-categories or listings and cannot be deleted',
  },
  LocationIsInUse: {
    group: 'catalogue',
    status: 409,
    fa: 'این مکان زیرمجموعه یا آگهی دارد و حذف نمی‌شود',
    en: 'This location has sub-locations, shops or listings and cannot be deleted',
  },
  ProductTypeCannotBeChanged: {
    group: 'catalogue',
    status: 409,
    fa: 'نوع محصول پس از ثبت قابل تغییر نیست',
    en: 'The product type cannot be changed',
  },
  DisplayCategoryCannotBeChanged: {
    group: 'catalogue',
    status: 409,
    fa: 'دسته‌بندی نمایش پس از ثبت قابل تغییر نیست',
    en: 'The display category cannot be changed',
  },
  ShopLinkIsReserved: {
    group: 'catalogue',
    status: 409,
    fa: 'این پیوند رزرو شده است و قابل انتخاب نیست',
    en: 'This shop link is reserved',
  },
  LocationNotFound: {
    group: 'catalogue',
    status: 404,
    fa: 'مکان مورد نظر پیدا نشد',
    en: 'The location was not found',
  },
  LocationIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه مکان معتبر نیست',
    en: 'The location ID is not valid',
  },
  LocationAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این مکان قبلاً ثبت شده است',
    en: 'This location already exists',
  },
  CoordinatesAreNotValid: {
    group: 'catalogue',
    status: 422,
    fa: 'این نقطه بیرون از نقشه است؛ عرض جغرافیایی باید بین منفی ۹۰ و ۹۰ و طول بین منفی ۱۸۰ و ۱۸۰ باشد',
    en: 'This point is not on the map: latitude is between −90 and 90, longitude between −180 and 180',
  },
  WorkingHoursRangeNotValid: {
    group: 'catalogue',
    status: 422,
    fa: 'ساعت پایان باید بعد از ساعت شروع باشد',
    en: 'The closing time must be after the opening time',
  },
  WorkingHoursOverlap: {
    group: 'catalogue',
    status: 422,
    fa: 'بازه‌های یک روز نباید روی هم بیفتند',
    en: 'The ranges of one day must not overlap',
  },
  TimeZoneIsNotValid: {
    group: 'catalogue',
    status: 422,
    fa: 'منطقه زمانی معتبر نیست',
    en: 'The time zone is not valid',
  },
  // A slug is the readable name in a page's address; «نامک» is its usual Persian name.
  SlugNotFound: { group: 'catalogue', status: 404, fa: 'نامک مورد نظر پیدا نشد', en: 'The identifier was not found' },
  SlugIdIsNotValid: { group: 'catalogue', status: 400, fa: 'نامک معتبر نیست', en: 'The identifier is not valid' },
  SlugAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این نامک قبلاً استفاده شده است',
    en: 'The identifier already exists',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ResultCode = keyof typeof catalogue;

export function isResultCode(value: unknown): value is ResultCode {
  return typeof value === 'string' && Object.hasOwn(catalogue, value);
}

export function resultText(code: ResultCode, locale: Locale): string {
  return catalogue[code][locale];
}
