// Field messages in the language of the request. A service throws `localizedFields` with messages
// from a catalogue (en/ua/cn, keyed by a stable code); a contract schema's zod issues are rendered
// through zod's locale packs (DRF wording first). Both become `{field: [message]}` when answered.
import { AppError, type AppErrorCode, type FieldErrors } from '@clutch/contract/errors';
import { drfMessage, type MessageLanguage } from '@clutch/contract/validation';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

/** One message, written in the language asked for. */
export type LocalizedMessage = (language: MessageLanguage) => string;
export type Translations = Readonly<Record<MessageLanguage, string>>;

/**
 * A catalogue of field messages by code. `{name}` in a text is filled from the params given
 * where the message is used, e.g. `message('invalid_choice', { value: 'XX' })`.
 */
export function messageCatalogue<Code extends string>(
  entries: Readonly<Record<Code, Translations>>,
) {
  return (code: Code, params: Readonly<Record<string, string | number>> = {}): LocalizedMessage =>
    (language) =>
      entries[code][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.hasOwn(params, name) ? String(params[name]) : whole,
      );
}

/** The messages every module may use. */
export const commonMessage = messageCatalogue({
  required: {
    en: 'This field is required.',
    ua: 'Це поле обов’язкове.',
    cn: '此字段为必填项。',
  },
  invalid_choice: {
    en: '"{value}" is not a valid choice.',
    ua: '«{value}» — недопустиме значення.',
    cn: '“{value}”不是有效的选项。',
  },
});

type FieldMessages = Readonly<Record<string, readonly LocalizedMessage[]>>;

/** A 400 naming the fields at fault, answered in the request's language. */
export class LocalizedFieldsError extends AppError {
  readonly fieldsIn: (language: MessageLanguage) => FieldErrors;

  constructor(fieldsIn: (language: MessageLanguage) => FieldErrors) {
    const english = fieldsIn('en');
    const first = Object.entries(english)[0];
    super('validation_error', first ? `${first[0]}: ${first[1].join(' ')}` : 'Invalid input.', {
      fields: english,
    });
    this.fieldsIn = fieldsIn;
  }
}

/** `{field: [catalogue messages]}` as an error, e.g. `localizedFields({ email: [authMessage('email_taken')] })`. */
export const localizedFields = (messages: FieldMessages) =>
  new LocalizedFieldsError((language) =>
    Object.fromEntries(
      Object.entries(messages).map(([field, list]) => [field, list.map((m) => m(language))]),
    ),
  );

/**
 * Any AppError whose message is written in the request's language: `{"detail": ...}` (or, for
 * bad_request, `{"error": ...}`) in ua or cn, English elsewhere (logs, the error's own message).
 * Build one with `localizedError(code, catalogueMessage(...), extra)`.
 */
export class LocalizedAppError extends AppError {
  readonly messageIn: LocalizedMessage;

  constructor(
    code: AppErrorCode,
    message: LocalizedMessage,
    options: { extra?: Record<string, unknown> } = {},
  ) {
    super(code, message('en'), options);
    this.messageIn = message;
  }
}

/** e.g. `throw localizedError('conflict', tournamentMessage('registration_closed'))`. */
export const localizedError = (
  code: AppErrorCode,
  message: LocalizedMessage,
  extra?: Record<string, unknown>,
) => new LocalizedAppError(code, message, extra ? { extra } : {});

/** A 400 `{"error": message}` answered in the request's language. */
export class LocalizedBadRequest extends LocalizedAppError {
  constructor(message: LocalizedMessage) {
    super('bad_request', message);
  }
}

type Issue = z.core.$ZodIssue;

const LOCALES = { en: z.locales.en(), ua: z.locales.uk(), cn: z.locales.zhCN() } as const;

// The contract's own wording on the sign-up, sign-in, profile and team forms, by its English text
// (the contract speaks English only; these are the messages those forms can meet).
const SCHEMA_MESSAGES: Readonly<Record<string, Translations>> = {
  'Enter a valid email address.': {
    en: 'Enter a valid email address.',
    ua: 'Введіть правильну адресу електронної пошти.',
    cn: '请输入有效的电子邮箱地址。',
  },
  'Use 3 to 30 letters, digits and the characters _ . -': {
    en: 'Use 3 to 30 letters, digits and the characters _ . -',
    ua: 'Використайте від 3 до 30 літер, цифр і символів _ . -',
    cn: '请使用 3 到 30 个字母、数字或字符 _ . -',
  },
  'Choose a country from the list.': {
    en: 'Choose a country from the list.',
    ua: 'Виберіть країну зі списку.',
    cn: '请从列表中选择国家。',
  },
  'Use 2 to 32 characters.': {
    en: 'Use 2 to 32 characters.',
    ua: 'Використайте від 2 до 32 символів.',
    cn: '请使用 2 到 32 个字符。',
  },
  'Remove invisible characters.': {
    en: 'Remove invisible characters.',
    ua: 'Приберіть невидимі символи.',
    cn: '请删除不可见字符。',
  },
  'Enter a Discord name: 2 to 32 letters, digits, _ or ., optionally with #1234.': {
    en: 'Enter a Discord name: 2 to 32 letters, digits, _ or ., optionally with #1234.',
    ua: 'Введіть ім’я в Discord: від 2 до 32 літер, цифр, _ або ., за бажанням із #1234.',
    cn: '请输入 Discord 名称：2 到 32 个字母、数字、_ 或 .，可带 #1234。',
  },
};

/** zod's wording of an issue in a language: DRF's words where DRF has them, else zod's locale. */
const errorMapIn =
  (language: MessageLanguage): z.core.$ZodErrorMap =>
  (issue) =>
    drfMessage(issue, language) ?? LOCALES[language].localeError(issue);

const NOT_AN_OBJECT: Translations = {
  en: 'Invalid data. Expected a JSON object.',
  ua: 'Неправильні дані. Очікується об’єкт JSON.',
  cn: '无效数据。应为 JSON 对象。',
};

function fieldErrorsIn(
  issues: readonly Issue[],
  language: MessageLanguage,
  english: readonly Issue[],
): FieldErrors {
  const fields: FieldErrors = {};
  for (const [index, issue] of issues.entries()) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const message =
      key === 'non_field_errors' && english[index]?.message.startsWith('Invalid input')
        ? NOT_AN_OBJECT[language]
        : (SCHEMA_MESSAGES[issue.message]?.[language] ?? issue.message);
    (fields[key] ??= []).push(message);
  }
  return fields;
}

/**
 * Why `data` does not fit `schema`, as field messages in the language asked for. The issues are
 * found once more per language with that language's error map (per parse, not zod's global
 * config, since requests differ); a message the schema writes itself is looked up by its English
 * text and stays English when unknown. Only failed requests pay for the second parse.
 */
export function schemaFieldsError(
  schema: z.ZodType,
  data: unknown,
  englishIssues: readonly Issue[],
): LocalizedFieldsError {
  return new LocalizedFieldsError((language) => {
    if (language === 'en') return fieldErrorsIn(englishIssues, 'en', englishIssues);
    const again = schema.safeParse(data, { error: errorMapIn(language) });
    const issues = again.success ? englishIssues : again.error.issues;
    return fieldErrorsIn(issues, language, englishIssues);
  });
}

/** Fastify's validator for the contract's zod schemas: a failure words itself per request. */
export const localizedValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: schemaFieldsError(schema, data, result.error.issues) };
  };
