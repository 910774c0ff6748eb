// HTTP adapter of the reports module: reports/reports-reasons/, reports/ (JSON or multipart with up
// to five `upload_files` pictures; POST files, GET lists the caller's own) and reports/:id/.
import {
  REPORT_MAX_FILE_MB,
  REPORT_MAX_FILES,
  REPORTS_PER_HOUR,
  REPORTS_PER_PAGE,
  reportsEndpoints as api,
} from '@clutch/contract/reports';
import type { FastifyRequest } from 'fastify';
import { localizedError } from '../../platform/http/localized-errors.js';
import type { Mount } from '../../platform/http/mount.js';
import { readMultipartFiles } from '../../platform/http/multipart.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import { languageOf } from './report-reasons.js';
import { reportsMessage } from './reports-messages.js';
import { FILES_FIELD, type ReportsService } from './reports.service.js';

const HOUR_MS = 3_600_000;
const MAX_FILE_BYTES = REPORT_MAX_FILE_MB * 1_048_576;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function languageFor(request: FastifyRequest, query: { lang?: string; lang_code?: string }) {
  return languageOf({
    lang: query.lang,
    langCode: query.lang_code,
    contentLanguage: header(request, 'content-language'),
    acceptLanguage: header(request, 'accept-language'),
  });
}

export function registerReportsRoutes(mount: Mount, reports: ReportsService): void {
  mount(api.reasons, ({ query, request }) =>
    Promise.resolve(reports.reasons(languageFor(request, query))),
  );
  mount(
    api.create,
    async ({ caller, query, body, request }) => {
      const language = languageFor(request, query);
      if (!request.isMultipart()) {
        if (!body) throw localizedError('bad_request', reportsMessage('send_as_json_or_multipart'));
        return reports.create(caller.id, body, [], language);
      }
      const form = await readMultipartFiles(request, api.create.multipart, MAX_FILE_BYTES, {
        repeatable: [FILES_FIELD],
        maxFiles: REPORT_MAX_FILES,
        tooLargeMessage: `A picture may be at most ${String(REPORT_MAX_FILE_MB)} MB.`,
      });
      const files = (form.files[FILES_FIELD] ?? []).map((file) => file.data);
      return reports.create(caller.id, form.fields, files, language);
    },
    // Every attempt counts, refused or not: a flood of reports is itself abuse.
    {
      preHandler: [
        mount.limits.perAccount('report', { max: REPORTS_PER_HOUR, windowMs: HOUR_MS }, 'allow'),
      ],
    },
  );
  mount(api.mine, async ({ caller, query, request }) => {
    const page = pageRequest(query, REPORTS_PER_PAGE);
    return pageAnswer(
      request,
      page,
      await reports.listMine(caller.id, page, languageFor(request, query)),
    );
  });
  mount(api.one, ({ caller, params, query, request }) =>
    reports.get(caller.id, params.id, languageFor(request, query)),
  );
}
