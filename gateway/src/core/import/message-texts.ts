/**
 * The import pipeline's messages in the catalogue (core/message-catalogue.ts): the key and English twin
 * of each Chinese text its routes answer with. Row messages (第N行：…) are data of the summary and of the
 * error workbook, written in the language of the template. 文件不能为空 and 文件大小不能超过10M are the
 * file service's texts, catalogued there.
 */
import { registerMessages, type MessageEntry } from '../message-catalogue.js';
import { IMPORT_MESSAGES } from './pipeline.js';
import { WORKBOOK_MESSAGES } from './workbook.js';

export const IMPORT_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'import.tooManyRows', zh: IMPORT_MESSAGES.tooManyRows, en: 'A file may hold at most 100000 rows; split it and import the parts' },
  { key: 'import.noRows', zh: IMPORT_MESSAGES.noRows, en: 'The file has no rows to import' },
  { key: 'import.notFound', zh: IMPORT_MESSAGES.notFound, en: 'The import does not exist or has expired' },
  { key: 'import.notReady', zh: IMPORT_MESSAGES.notReady, en: 'Wait for the check to finish before importing' },
  { key: 'import.hasErrors', zh: IMPORT_MESSAGES.hasErrors, en: 'The check found errors: correct them and upload the file again' },
  { key: 'import.alreadyCommitted', zh: IMPORT_MESSAGES.alreadyCommitted, en: 'This file has already been imported' },
  { key: 'import.committed', zh: /^导入成功，共导入 (\d+) 行$/u, en: 'Imported {1} rows' },
  { key: 'import.refused', zh: /^导入失败，未导入任何数据。共 (\d+) 处错误：([\s\S]*)$/u, en: 'Import failed; nothing was imported. {1} errors: {2}' },
  { key: 'import.interrupted', zh: IMPORT_MESSAGES.interrupted, en: 'The import was interrupted; upload the file again' },
  { key: 'import.failed', zh: IMPORT_MESSAGES.failed, en: 'The import failed; try again later' },
  { key: 'import.notXlsx', zh: WORKBOOK_MESSAGES.notXlsx, en: 'Wrong file format: upload an xlsx file' },
  { key: 'import.noSheet', zh: WORKBOOK_MESSAGES.noSheet, en: 'The file has no worksheet' },
  { key: 'import.noHeader', zh: WORKBOOK_MESSAGES.noHeader, en: 'Row 1 of the file must be the header; download the latest template' },
  { key: 'import.missingColumns', zh: /^模板不正确：缺少“(.+)”列，请下载最新模板$/u, en: 'Wrong template: column “{1}” is missing; download the latest template' },
];

registerMessages(IMPORT_MESSAGE_TEXTS);
