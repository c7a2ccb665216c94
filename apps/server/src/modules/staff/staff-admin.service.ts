import type { Database } from '@hotel/db/client';
import { GROUP_CODE } from '@hotel/shared/constants';
import type { StaffRole } from '@hotel/shared/schemas/admin/auth';
import { STAFF_MESSAGES, type PasswordLink, type StaffAccount } from '@hotel/shared/schemas/admin/staff';
import { badRequest, notFound } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { PasswordLinkService } from './password-link.service.ts';
import type { StaffAdminRepository, StaffRow } from './staff-admin.repository.ts';
import type { SignedInStaff } from './staff-session.service.ts';

const toAccount = (row: StaffRow): StaffAccount => ({ ...row, lastLoginAt: row.lastLoginAt?.toISOString() ?? null });
/** What the audit log keeps of an account: never a hash, a secret or a link. */
const audited = (row: StaffRow) => ({ email: row.email, name: row.name, role: row.role, hotels: row.hotels, disabled: row.disabled, totp: row.totp });

/**
 * Staff accounts as the group administrator manages them (staff.manage): create with a one-time
 * set-password link, change role and hotels, disable and enable, a new link, reset TOTP. Every
 * change is audited in its own transaction (entity 'staff'); the group never loses its last
 * active administrator.
 */
export class StaffAdminService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly accounts: StaffAdminRepository,
    private readonly links: PasswordLinkService,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    /** Hotel's: which of the codes are hotels (staff_admin never reads the hotels table itself). */
    private readonly hotels: { hotelCodesAmong(codes: readonly string[], tx: Database): Promise<string[]> },
  ) {}

  async list(): Promise<StaffAccount[]> {
    return (await this.accounts.list()).map(toAccount);
  }

  async create(actor: SignedInStaff, input: { name: string; email: string; role: StaffRole; hotels: string[] }): Promise<{ staff: StaffAccount; link: PasswordLink }> {
    return this.inTransaction(async (tx) => {
      await this.checkHotels(tx, input.role, input.hotels);
      const id = await this.accounts.insert(tx, { ...input, createdAt: this.clock() });
      if (id === undefined) throw badRequest(STAFF_MESSAGES.emailTaken);
      const link = await this.links.issue(tx, id);
      const row = (await this.accounts.find(tx, id))!;
      await this.audit.record(tx, actor, { hotelCode: null, entity: 'staff', entityId: id, action: 'create', after: audited(row) });
      return { staff: toAccount(row), link };
    });
  }

  async update(actor: SignedInStaff, input: { id: number; name: string; role: StaffRole; hotels: string[] }): Promise<StaffAccount> {
    return this.change(actor, input.id, 'update', async (tx, before) => {
      await this.checkHotels(tx, input.role, input.hotels);
      if (before.role === 'group_admin' && input.role !== 'group_admin' && !before.disabled) await this.keepAnAdmin(tx, before.id);
      await this.accounts.update(tx, input.id, input);
    });
  }

  /** Disabled at once: their sessions end in the same transaction. */
  async disable(actor: SignedInStaff, id: number): Promise<StaffAccount> {
    return this.change(actor, id, 'disable', async (tx, before) => {
      if (before.role === 'group_admin' && !before.disabled) await this.keepAnAdmin(tx, id);
      await this.accounts.setDisabled(tx, id, true);
      await this.accounts.endSessions(tx, id, this.clock());
    });
  }

  async enable(actor: SignedInStaff, id: number): Promise<StaffAccount> {
    return this.change(actor, id, 'enable', (tx) => this.accounts.setDisabled(tx, id, false));
  }

  /** A new one-time link; the earlier one stops working. Audited without the link. */
  async issueLink(actor: SignedInStaff, id: number): Promise<PasswordLink> {
    return this.inTransaction(async (tx) => {
      const row = await this.accounts.find(tx, id);
      if (!row) throw notFound(STAFF_MESSAGES.notFound);
      const link = await this.links.issue(tx, id);
      await this.audit.record(tx, actor, { hotelCode: null, entity: 'staff', entityId: id, action: 'password_link', after: { expiresAt: link.expiresAt } });
      return link;
    });
  }

  /** Someone lost their phone: their second factor goes, and so do their half-done sign-ins. */
  async resetTotp(actor: SignedInStaff, id: number): Promise<StaffAccount> {
    return this.change(actor, id, 'totp_reset', (tx) => this.accounts.clearTotp(tx, id));
  }

  private async change(actor: SignedInStaff, id: number, action: string, apply: (tx: Database, before: StaffRow) => Promise<void>): Promise<StaffAccount> {
    return this.inTransaction(async (tx) => {
      const before = await this.accounts.find(tx, id);
      if (!before) throw notFound(STAFF_MESSAGES.notFound);
      await apply(tx, before);
      const after = (await this.accounts.find(tx, id))!;
      await this.audit.record(tx, actor, { hotelCode: null, entity: 'staff', entityId: id, action, before: audited(before), after: audited(after) });
      return toAccount(after);
    });
  }

  /** Refuses a change that would leave the group without an active administrator. */
  private async keepAnAdmin(tx: Database, id: number): Promise<void> {
    if ((await this.accounts.otherActiveAdmins(tx, id)) === 0) throw badRequest(STAFF_MESSAGES.lastAdmin);
  }

  /**
   * Hotels that exist; the group's code (its content: /news, the home page) only for a content
   * editor (decision 0022), so that editing the demo editor keeps it.
   */
  private async checkHotels(tx: Database, role: StaffRole, hotels: readonly string[]): Promise<void> {
    const real = role === 'content_editor' ? hotels.filter((code) => code !== GROUP_CODE) : hotels;
    if ((await this.hotels.hotelCodesAmong(real, tx)).length !== real.length) throw badRequest(STAFF_MESSAGES.hotelInvalid);
  }
}
