import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../core/message-catalogue.js';
import { DEMAND_MASTER_MESSAGES } from './masters-message-texts.js';
import { SMALL_MATERIAL_RULE_MESSAGES } from './small-material-rules.js';

const HAN = /\p{Script=Han}/u;

describe('the demand masters\' messages in English', () => {
  it('has an English twin for every message, sampled with \'1\' arguments', () => {
    for (const messages of [DEMAND_MASTER_MESSAGES, SMALL_MATERIAL_RULE_MESSAGES]) {
      for (const [name, message] of Object.entries(messages)) {
        const text = typeof message === 'function' ? (message as (...args: string[]) => string)(...Array.from({ length: message.length }, () => '1')) : message;
        const english = translateMessage(text, 'en');
        expect(english?.text, `${name}: ${text}`).toBeDefined();
        expect(english?.text, name).not.toMatch(HAN);
      }
    }
  });
});
