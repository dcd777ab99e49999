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
  None: {
    group: 'fallback',
    status: 500,
    fa: 'مشکلی در سرور پیش آمد. لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید.',
    en: 'There was a problem on the server',
  },
  Default: {
    group: 'fallback',
    status: 500,
    fa: 'خطای پیش‌بینی‌نشده‌ای رخ داد. لطفاً دوباره تلاش کنید.',
    en: 'Unknown error occurred',
  },
  ServerError: {
    group: 'fallback',
    status: 500,
    fa: 'مشکلی در سرور پیش آمد. لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید.',
    en: 'There was a problem on the server',
  },
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
    fa: 'حجم فایل یا اطلاعات ارسالی بیش از حد مجاز است. فایل کوچک‌تری انتخاب کنید.',
    en: 'The request is too large. Choose a smaller file.',
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
    fa: 'شما اجازه‌ی انجام این کار را ندارید',
    en: 'User is not authorized',
  },
  RegionAccessDenied: {
    group: 'auth',
    status: 403,
    fa: 'دسترسی از منطقه‌ی شما ممکن نیست. اگر از فیلترشکن استفاده می‌کنید، آن را خاموش کنید و دوباره امتحان کنید.',
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
    fa: 'نام کاربری یا رمز عبور نادرست است. دوباره امتحان کنید یا با کد تأیید وارد شوید.',
    en: 'The username or password is incorrect',
  },
  UserEmailNotFound: {
    group: 'auth',
    status: 404,
    fa: 'حسابی با این ایمیل یا نام کاربری پیدا نشد. آن را بررسی کنید یا حساب تازه بسازید.',
    en: 'The entered email or username was not found',
  },
  UserPhoneNumberNotFound: {
    group: 'auth',
    status: 404,
    fa: 'حسابی با این شماره همراه پیدا نشد. شماره را بررسی کنید یا حساب تازه بسازید.',
    en: 'The entered phone number was not found',
  },
  OtpExpired: { group: 'auth', status: 400, fa: 'کد تأیید منقضی شده است. کد تازه بگیرید.', en: 'The OTP has expired' },
  OtpIsNotValid: {
    group: 'auth',
    status: 400,
    fa: 'کد تأیید درست نیست. کد را دوباره وارد کنید.',
    en: 'The entered OTP is invalid',
  },
  OtpAlreadyGenerated: {
    group: 'auth',
    status: 429,
    fa: 'کد تأیید همین حالا برایتان ارسال شده است. چند لحظه صبر کنید و بعد دوباره درخواست دهید.',
    en: 'The OTP has already been sent',
  },
  OtpTooManyAttempts: {
    group: 'auth',
    status: 400,
    fa: 'کد نادرست بیش از حد وارد شده است. لطفاً کد تأیید تازه‌ای درخواست کنید.',
    en: 'Too many wrong codes. Please request a new code.',
  },
  UserAlreadyRegistered: {
    group: 'auth',
    status: 409,
    fa: 'با این شماره همراه قبلاً ثبت‌نام شده است. وارد حسابتان شوید.',
    en: 'This phone number has already been registered',
  },
  UserNameExists: {
    group: 'auth',
    status: 409,
    fa: 'این نام کاربری قبلاً انتخاب شده است. نام کاربری دیگری انتخاب کنید.',
    en: 'This username is already taken. Choose another one.',
  },
  UserNameIsReserved: {
    group: 'auth',
    status: 409,
    fa: 'این نام کاربری رزرو شده است. نام کاربری دیگری انتخاب کنید.',
    en: 'This username is reserved',
  },
  EmailAlreadyExists: {
    group: 'auth',
    status: 409,
    fa: 'این ایمیل قبلاً ثبت شده است. ایمیل دیگری وارد کنید یا با همین ایمیل وارد شوید.',
    en: 'This email is already registered. Enter another one, or sign in with it.',
  },
  PhoneNumberAlreadyExists: {
    group: 'auth',
    status: 409,
    fa: 'این شماره همراه قبلاً ثبت شده است. شماره‌ی دیگری وارد کنید یا با همین شماره وارد شوید.',
    en: 'This phone number is already registered. Enter another one, or sign in with it.',
  },
  UserRegistrationFailed: {
    group: 'auth',
    status: 400,
    fa: 'ثبت‌نام انجام نشد. لطفاً دوباره تلاش کنید.',
    en: 'Registration failed',
  },
  EmailNotConfirm: {
    group: 'auth',
    status: 400,
    fa: 'ایمیل هنوز تأیید نشده است. کد تأییدی را که فرستادیم وارد کنید.',
    en: 'The email is not verified',
  },
  PhoneNumberNotConfirmed: {
    group: 'auth',
    status: 400,
    fa: 'شماره همراه هنوز تأیید نشده است. کد تأییدی را که فرستادیم وارد کنید.',
    en: 'The phone number is not verified. Enter the code we sent.',
  },
  PhoneNumberIsNotValid: {
    group: 'auth',
    status: 400,
    fa: 'شماره همراه معتبر نیست. شماره را مثل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.',
    en: 'The phone number is not valid. Enter it like 0912 345 6789.',
  },
  EmailIsNotValid: {
    group: 'auth',
    status: 400,
    fa: 'ایمیل معتبر نیست. نشانی ایمیل را کامل و درست وارد کنید.',
    en: 'The email is not valid. Enter the whole address, like name@example.com.',
  },
  UserNameIsNotValid: {
    group: 'auth',
    status: 400,
    fa: 'نام کاربری معتبر نیست. از ۳ تا ۳۰ حرف لاتین، رقم، نقطه یا زیرخط استفاده کنید و با یک حرف شروع کنید.',
    en: 'The username is not valid. Use 3 to 30 Latin letters, digits, dots or underscores, starting with a letter.',
  },
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
    fa: 'این همان شماره یا ایمیل فعلی شماست. شماره یا ایمیل دیگری وارد کنید.',
    en: 'This is your current phone number or email. Enter a different one.',
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
    fa: 'تغییر رمز عبور انجام نشد. لطفاً دوباره تلاش کنید.',
    en: 'Password recovery process failed',
  },
  UserNotFound: { group: 'auth', status: 404, fa: 'کاربر پیدا نشد', en: 'The user was not found' },
  UserIdIsNotValid: { group: 'auth', status: 400, fa: 'شناسه‌ی کاربر معتبر نیست', en: 'The user ID is not valid' },
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
    fa: 'کد تأیید برایتان ارسال شد',
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
    fa: 'موجودی کیف پول شما افزایش یافت',
    en: 'Your wallet has been topped up',
  },
  ProductPayedSuccessFully: {
    group: 'success',
    status: 200,
    fa: 'هزینه‌ی نمایش آگهی پرداخت شد',
    en: 'The listing’s display fee has been paid',
  },
  ProductActivatedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'آگهی فعال شد',
    en: 'The listing has been activated',
  },
  ProductRejectedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'آگهی رد شد',
    en: 'The listing has been rejected',
  },
  ProductDisabledSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'آگهی غیرفعال شد',
    en: 'The listing has been disabled',
  },
  ProductLikedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'آگهی به پسندیده‌ها اضافه شد',
    en: 'The listing has been added to your likes',
  },
  ProductDisLikedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'آگهی از پسندیده‌ها حذف شد',
    en: 'The listing has been removed from your likes',
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
  NotEnoughCoin: {
    group: 'wallet',
    status: 402,
    fa: 'موجودی سکه کافی نیست. موجودی کیف پولتان را افزایش دهید.',
    en: 'Not enough balance',
  },
  WalletNotFound: { group: 'wallet', status: 404, fa: 'کیف پول پیدا نشد', en: 'The wallet was not found' },
  ChargingPriceNotFound: {
    group: 'wallet',
    status: 404,
    fa: 'این بسته‌ی سکه دیگر موجود نیست. بسته‌ی دیگری انتخاب کنید.',
    en: 'This coin package is no longer on sale. Choose another one.',
  },
  CoinPriceNotFound: {
    group: 'wallet',
    status: 404,
    fa: 'پرداخت با این درگاه فعلاً ممکن نیست. درگاه دیگری انتخاب کنید یا کمی بعد دوباره تلاش کنید.',
    en: 'Payment through this gateway is not possible right now. Choose another gateway or try again later.',
  },
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
    fa: 'هزینه‌ی نمایش این آگهی قبلاً پرداخت شده است',
    en: 'The display fee of this listing has already been paid',
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
    fa: 'این درخواست تکراری است. صفحه را دوباره بارگذاری کنید و دوباره تلاش کنید.',
    en: 'This idempotency key was already used for a different request',
  },
  RequestInProgress: {
    group: 'wallet',
    status: 409,
    fa: 'همین درخواست در حال انجام است. چند لحظه بعد دوباره امتحان کنید.',
    en: 'The same request is still in progress. Please try again in a moment.',
  },
  PaymentNotFound: { group: 'wallet', status: 404, fa: 'پرداخت پیدا نشد', en: 'The payment was not found' },
  PaymentNotCompleted: {
    group: 'wallet',
    status: 400,
    fa: 'پرداخت تکمیل نشد. اگر مبلغی از حسابتان کم شده باشد، حداکثر تا ۷۲ ساعت برمی‌گردد.',
    en: 'The payment was not completed. If money left your account, it comes back within 72 hours.',
  },
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
    fa: 'پی‌پال فعلاً پاسخ نمی‌دهد. چند دقیقه‌ی دیگر دوباره تلاش کنید.',
    en: 'PayPal server error occurred',
  },
  FactorNotFound: { group: 'wallet', status: 404, fa: 'فاکتور پیدا نشد', en: 'The invoice was not found' },
  FactorIdIsNotValid: {
    group: 'wallet',
    status: 400,
    fa: 'شناسه‌ی فاکتور معتبر نیست',
    en: 'The invoice ID is not valid',
  },
  FactorAlreadyExists: {
    group: 'wallet',
    status: 409,
    fa: 'این فاکتور قبلاً ثبت شده است',
    en: 'This invoice already exists',
  },
  OrderNotFound: { group: 'wallet', status: 404, fa: 'سفارش پیدا نشد', en: 'The order was not found' },
  OrderIdIsNotValid: { group: 'wallet', status: 400, fa: 'شناسه‌ی سفارش معتبر نیست', en: 'The order ID is not valid' },
  OrderAlreadyExists: {
    group: 'wallet',
    status: 409,
    fa: 'این سفارش قبلاً ثبت شده است',
    en: 'This order already exists',
  },

  // Designs and AI: generation jobs (designing), the Luma 3D capture and provider API keys.
  DesigningNotFound: { group: 'designs', status: 404, fa: 'طرح پیدا نشد', en: 'The design was not found' },
  DesigningIdIsNotValid: {
    group: 'designs',
    status: 400,
    fa: 'شناسه‌ی طرح معتبر نیست',
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
    fa: 'این طرح هنوز در حال ساخت است. پس از پایان ساخت دوباره امتحان کنید.',
    en: 'The design is still being made. Try again once it is done.',
  },
  DesigningIsDeleted: { group: 'designs', status: 409, fa: 'این طرح حذف شده است', en: 'This design has been deleted' },
  CannotDeleteDesigning: {
    group: 'designs',
    status: 409,
    fa: 'این طرح دیگر قابل لغو نیست؛ اجرای آن تمام شده است',
    en: 'This design can no longer be cancelled: its run has ended',
  },
  DesigningFailed: {
    group: 'designs',
    status: 400,
    fa: 'ساخت طرح ناموفق بود. اگر سکه‌ای پرداخته بودید، به کیف پولتان برگشت؛ با تنظیمات دیگری دوباره امتحان کنید.',
    en: 'The design could not be created. Any coins you paid are back in your wallet; try again with other settings.',
  },
  DesigningNotPayed: {
    group: 'designs',
    status: 400,
    fa: 'هزینه‌ی طرح پرداخت نشده است',
    en: 'The design has not been paid for',
  },
  DesigningNotComplete: {
    group: 'designs',
    status: 400,
    fa: 'طرح هنوز کامل نشده است. چند لحظه بعد دوباره امتحان کنید.',
    en: 'The design is not complete yet. Try again in a moment.',
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
    fa: 'شروع پردازش سه‌بعدی ناموفق بود. لطفاً دوباره تلاش کنید.',
    en: 'The 3D capture could not be started. Please try again.',
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
    fa: 'این سرویس فعلاً در دسترس نیست. کمی بعد دوباره سر بزنید.',
    en: 'The service is not available right now. Please check back later.',
  },

  // 3D and AR models.
  ModelNotFound: { group: 'designs', status: 404, fa: 'مدل سه‌بعدی پیدا نشد', en: 'The 3D model was not found' },
  ModelIdIsNotValid: {
    group: 'designs',
    status: 400,
    fa: 'شناسه‌ی مدل سه‌بعدی معتبر نیست',
    en: 'The 3D model ID is not valid',
  },
  ModelAlreadyExists: {
    group: 'designs',
    status: 409,
    fa: 'این مدل سه‌بعدی قبلاً ثبت شده است',
    en: 'This 3D model already exists',
  },
  StorageQuotaExceeded: {
    group: 'files',
    status: 409,
    fa: 'فضای ذخیره‌سازی مدل‌های سه‌بعدی شما پر شده است. چند مدل را حذف کنید یا فایل کوچک‌تری بارگذاری کنید.',
    en: 'Your 3D models have used up their storage space. Delete some models or upload a smaller file.',
  },

  // Files: uploads, zip packages and folders.
  FileNotFound: { group: 'files', status: 404, fa: 'فایل پیدا نشد', en: 'The file was not found' },
  RangeNotSatisfiable: {
    group: 'files',
    status: 416,
    fa: 'بخش درخواست‌شده از فایل وجود ندارد',
    en: 'The requested part of the file does not exist',
  },
  FileIdIsNotValid: { group: 'files', status: 400, fa: 'شناسه‌ی فایل معتبر نیست', en: 'The file ID is not valid' },
  FileAlreadyExists: {
    group: 'files',
    status: 409,
    fa: 'این فایل قبلاً بارگذاری شده است',
    en: 'This file already exists',
  },
  FileFormatIsNotValid: {
    group: 'files',
    status: 400,
    fa: 'قالب این فایل پشتیبانی نمی‌شود. فایلی با قالب دیگر انتخاب کنید.',
    en: 'This file format is not supported. Choose a file in another format.',
  },
  FileSizeValidationError: {
    group: 'files',
    status: 400,
    fa: 'حجم فایل بیش از حد مجاز است. فایل کوچک‌تری انتخاب کنید.',
    en: 'The file is too large. Choose a smaller file.',
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
    fa: 'مهلت پیوند دانلود این فایل تمام شده است. صفحه‌ی آن را دوباره باز کنید تا پیوند تازه‌ای بگیرید.',
    en: 'The download link of this file has expired. Open its page again to get a new link.',
  },
  FailToParse: {
    group: 'files',
    status: 400,
    fa: 'بارگذاری فایل انجام نشد. دوباره تلاش کنید.',
    en: 'An error occurred during file upload',
  },
  CannotUploadFile: {
    group: 'files',
    status: 500,
    fa: 'بارگذاری فایل انجام نشد. دوباره تلاش کنید.',
    en: 'The file could not be uploaded. Please try again.',
  },
  UploadOperationFailed: {
    group: 'files',
    status: 500,
    fa: 'بارگذاری فایل انجام نشد. دوباره تلاش کنید.',
    en: 'The upload failed. Please try again.',
  },
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
    fa: 'دسته‌بندی پیدا نشد',
    en: 'The category was not found',
  },
  CategoryIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه‌ی دسته‌بندی معتبر نیست',
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
    fa: 'ویژگی پیدا نشد',
    en: 'The property was not found',
  },
  PropertyIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه‌ی ویژگی معتبر نیست',
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
    fa: 'خدمت پیدا نشد',
    en: 'The service was not found',
  },
  ServiceIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه‌ی خدمت معتبر نیست',
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
    fa: 'آگهی پیدا نشد',
    en: 'The listing was not found',
  },
  ProductIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه‌ی آگهی معتبر نیست',
    en: 'The listing ID is not valid',
  },
  ProductAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این آگهی قبلاً ثبت شده است',
    en: 'This listing already exists',
  },
  ProductIsDeletedOrRejected: {
    group: 'catalogue',
    status: 409,
    fa: 'این آگهی حذف یا رد شده است',
    en: 'This listing has been deleted or rejected',
  },
  ProductNotPayToActivate: {
    group: 'catalogue',
    status: 409,
    fa: 'هزینه‌ی نمایش این آگهی پرداخت نشده است و نمی‌توان آن را فعال کرد',
    en: 'The display of this listing has not been paid for, so it cannot be activated',
  },
  ProductAlreadyActivated: {
    group: 'catalogue',
    status: 409,
    fa: 'این آگهی قبلاً فعال شده است',
    en: 'This listing is already active',
  },
  ProductIsRejected: {
    group: 'catalogue',
    status: 409,
    fa: 'این آگهی رد شده است. دلیل رد را ببینید و آگهی تازه‌ای ثبت کنید.',
    en: 'This listing has been rejected. See the reason and create a new listing.',
  },
  DisplayMonthNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'تعداد ماه‌های نمایش معتبر نیست',
    en: 'The number of display months is not valid',
  },
  ShopNotFound: { group: 'catalogue', status: 404, fa: 'فروشگاه پیدا نشد', en: 'The shop was not found' },
  ShopIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه‌ی فروشگاه معتبر نیست',
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
    fa: 'فروشگاهی با این نام وجود دارد. نام دیگری انتخاب کنید.',
    en: 'A shop with this name already exists. Choose another name.',
  },
  BlogNotFound: { group: 'catalogue', status: 404, fa: 'مطلب پیدا نشد', en: 'The blog post was not found' },
  BlogIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه‌ی مطلب معتبر نیست',
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
    fa: 'شرکت پیدا نشد',
    en: 'The company was not found',
  },
  CompanyIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه‌ی شرکت معتبر نیست',
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
    fa: 'تور مجازی پیدا نشد',
    en: 'The virtual tour was not found',
  },
  VirtualTourIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه‌ی تور مجازی معتبر نیست',
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
  VirtualTourIsNotSubmitted: {
    group: 'catalogue',
    status: 409,
    fa: 'این تور مجازی برای بررسی فرستاده نشده است',
    en: 'This virtual tour has not been sent for review',
  },
  VirtualTourSubmittedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'تور مجازی برای بررسی فرستاده شد',
    en: 'The virtual tour has been sent for review',
  },
  VirtualTourAcceptedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'تور مجازی تأیید شد',
    en: 'The virtual tour has been approved',
  },
  VirtualTourRejectedSuccessfully: {
    group: 'success',
    status: 200,
    fa: 'تور مجازی رد شد',
    en: 'The virtual tour has been rejected',
  },
  CannotAddToMarket: {
    group: 'catalogue',
    status: 409,
    fa: 'این مورد را نمی‌توان به بازار اضافه کرد',
    en: 'This item cannot be added to the market',
  },
  TicketNotFound: { group: 'catalogue', status: 404, fa: 'تیکت پیدا نشد', en: 'The ticket was not found' },
  TicketIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه‌ی تیکت معتبر نیست',
    en: 'The ticket ID is not valid',
  },
  TicketAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این تیکت قبلاً ثبت شده است',
    en: 'This ticket already exists',
  },
  TicketIsDone: {
    group: 'catalogue',
    status: 409,
    fa: 'این تیکت بسته شده است. برای پیگیری، تیکت تازه‌ای ثبت کنید.',
    en: 'This ticket is closed. Open a new ticket to follow up.',
  },
  CannotReplyOnTicket: {
    group: 'catalogue',
    status: 409,
    fa: 'امکان پاسخ به این تیکت وجود ندارد. برای پیگیری، تیکت تازه‌ای ثبت کنید.',
    en: 'You cannot reply to this ticket. Open a new ticket to follow up.',
  },
  CannotUploadFileOnTicket: {
    group: 'catalogue',
    status: 409,
    fa: 'امکان پیوست فایل به این تیکت وجود ندارد',
    en: 'You cannot attach a file to this ticket',
  },
  CannedReplyNotFound: {
    group: 'catalogue',
    status: 404,
    fa: 'پاسخ آماده پیدا نشد',
    en: 'The saved reply was not found',
  },
  NotificationNotFound: {
    group: 'catalogue',
    status: 404,
    fa: 'اعلان پیدا نشد',
    en: 'The notification was not found',
  },
  CategoryParentIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'یک دسته‌بندی نمی‌تواند والد خودش یا زیردسته‌ی خودش باشد',
    en: 'A category cannot be its own parent or go under one of its own subcategories',
  },
  CategoryIsInUse: {
    group: 'catalogue',
    status: 409,
    fa: 'این دسته‌بندی زیردسته یا آگهی دارد و حذف نمی‌شود',
    en: 'This category has sub-categories or listings and cannot be deleted',
  },
  // The platform's service catalogue (issue 19): its categories hold services, not listings.
  ServiceCategoryIsInUse: {
    group: 'catalogue',
    status: 409,
    fa: 'این دسته‌بندی زیردسته یا خدمت دارد و حذف نمی‌شود. اول آن‌ها را جابه‌جا یا حذف کنید.',
    en: 'This category has subcategories or services and cannot be deleted. Move or delete them first.',
  },
  ServiceIsInUse: {
    group: 'catalogue',
    status: 409,
    fa: 'این خدمت سفارش دارد و حذف نمی‌شود. به‌جای حذف، غیرفعالش کنید.',
    en: 'This service has orders and cannot be deleted. Disable it instead.',
  },
  // The blog (decision 048).
  BlogCategoryIsInUse: {
    group: 'catalogue',
    status: 409,
    fa: 'این دسته‌بندی مطلب دارد و حذف نمی‌شود. اول مطالبش را به دسته‌بندی دیگری ببرید.',
    en: 'This category has posts and cannot be deleted. Move its posts to another category first.',
  },
  EnglishTextIncomplete: {
    group: 'catalogue',
    status: 422,
    fa: 'نسخه‌ی انگلیسی کامل نیست. عنوان، خلاصه و متن انگلیسی را با هم بنویسید یا هر سه را خالی بگذارید.',
    en: 'The English version is incomplete. Write the English title, summary and text, or leave all three empty.',
  },
  // Orders of the catalogue's services (decision 043).
  OrderCannotBeCancelled: {
    group: 'catalogue',
    status: 409,
    fa: 'کار روی این سفارش شروع شده است و لغو نمی‌شود. برای پیگیری، تیکت ثبت کنید.',
    en: 'Work on this order has started, so it cannot be cancelled. Open a ticket to follow up.',
  },
  OrderIsNotDelivered: {
    group: 'catalogue',
    status: 409,
    fa: 'این سفارش هنوز تحویل نشده است',
    en: 'This order has not been delivered yet',
  },
  OrderRevisionLimitReached: {
    group: 'catalogue',
    status: 409,
    fa: 'همه‌ی بازبینی‌های این سفارش استفاده شده است. برای پیگیری، تیکت ثبت کنید.',
    en: 'All the revisions of this order have been used. Open a ticket to follow up.',
  },
  OrderStepIsNotValid: {
    group: 'catalogue',
    status: 422,
    fa: 'این مرحله برای این سفارش معتبر نیست. سفارش فقط به مراحل بعدی می‌رود.',
    en: 'This step is not valid for this order. An order only moves forward through its steps.',
  },
  OrderActionNotAllowed: {
    group: 'catalogue',
    status: 409,
    fa: 'این کار در وضعیت فعلی سفارش ممکن نیست',
    en: 'This cannot be done in the order’s current state',
  },
  LocationIsInUse: {
    group: 'catalogue',
    status: 409,
    fa: 'این مکان زیرمجموعه، فروشگاه یا آگهی دارد و حذف نمی‌شود',
    en: 'This location has sub-locations, shops or listings and cannot be deleted',
  },
  ProductTypeCannotBeChanged: {
    group: 'catalogue',
    status: 409,
    fa: 'نوع آگهی پس از ثبت قابل تغییر نیست',
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
    fa: 'این پیوند رزرو شده است. پیوند دیگری انتخاب کنید.',
    en: 'This shop link is reserved',
  },
  // A shop's link is its own field («پیوند فروشگاه»); it is not called a slug where people see it.
  ShopLinkIsNotValid: {
    group: 'catalogue',
    status: 422,
    fa: 'پیوند فروشگاه معتبر نیست. از ۳ تا ۳۰ حرف لاتین، رقم، نقطه، زیرخط یا خط تیره استفاده کنید و با یک حرف شروع کنید.',
    en: 'This shop link is not valid. Use 3 to 30 Latin letters, digits, dots, underscores or hyphens, starting with a letter.',
  },
  ShopLinkAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'فروشگاه دیگری این پیوند را گرفته است. پیوند دیگری انتخاب کنید.',
    en: 'Another shop has this link. Choose another one.',
  },
  LocationNotFound: {
    group: 'catalogue',
    status: 404,
    fa: 'مکان پیدا نشد',
    en: 'The location was not found',
  },
  LocationIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'شناسه‌ی مکان معتبر نیست',
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
    fa: 'منطقه‌ی زمانی معتبر نیست',
    en: 'The time zone is not valid',
  },
  // A slug is the readable name in a page's address; «نامک» is its usual Persian name.
  SlugNotFound: { group: 'catalogue', status: 404, fa: 'نامک پیدا نشد', en: 'The identifier was not found' },
  SlugIdIsNotValid: {
    group: 'catalogue',
    status: 400,
    fa: 'نامک معتبر نیست. فقط حروف کوچک لاتین، رقم و خط تیره بنویسید.',
    en: 'The slug is not valid. Use lowercase Latin letters, digits and single hyphens.',
  },
  SlugAlreadyExists: {
    group: 'catalogue',
    status: 409,
    fa: 'این نامک قبلاً استفاده شده است. نامک دیگری بنویسید.',
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
