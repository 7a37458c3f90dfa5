import { describe, expect, it } from 'vitest';
import { AGENT_NOTICES, agentNotice, noticeForStatus } from './notices';

describe('agent notices', () => {
  it('shows only the sentences it knows, never text from the address', () => {
    expect(agentNotice('accepted')).toBe(AGENT_NOTICES.accepted);
    expect(agentNotice(['revoked', 'x'])).toBe(AGENT_NOTICES.revoked);
    expect(agentNotice('<b>پیام جعلی</b>')).toBeNull();
    expect(agentNotice('toString')).toBeNull();
    expect(agentNotice(undefined)).toBeNull();
  });

  it('maps a failed call to a Persian explanation by its status', () => {
    expect(noticeForStatus(400)).toBe('invalid-phone');
    // The rights form has no phone field: a refused body there is a plain failure.
    expect(noticeForStatus(400, 'failed')).toBe('failed');
    expect(noticeForStatus(409)).toBe('conflict');
    expect(noticeForStatus(404)).toBe('gone');
    expect(noticeForStatus(500)).toBe('failed');
    expect(AGENT_NOTICES[noticeForStatus(undefined)].ok).toBe(false);
  });
});
