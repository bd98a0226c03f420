import { randomUUID } from 'crypto';
import type { AccountUpdate, AddEmployee, AddUser } from 'shared-kernel/contract';
import type { UserRow } from '../auth/users';
import { likeTerm } from '../http/sql';
import { CONFIRM_CODE_TTL_MS, newCode, sendMail } from './outbox';
import type { Db } from './open';

/**
 * The accounts repository (routes/account*.ts, customer.ts): the writes on users (profiles, passwords,
 * registration, blocking, removal, new users with their invitation mail) and the user look-ups of the
 * account area. Single-user reads by id, name and e-mail are auth/users.ts `userQueries` (app.ctx.users).
 */
export function accountRepository(db: Db) {
  const employees = db.prepare("SELECT * FROM users WHERE role IN ('Admin', 'Vertegenwoordiger') AND is_deleted = 0 ORDER BY last_name, first_name");
  const search = db.prepare(
    `SELECT * FROM users WHERE is_deleted = 0 AND customer_key IS NOT NULL AND (@key IS NULL OR customer_key = upper(@key))
     AND (@kw IS NULL OR first_name LIKE @kw ESCAPE '\\' OR last_name LIKE @kw ESCAPE '\\' OR email LIKE @kw ESCAPE '\\' OR user_name LIKE @kw ESCAPE '\\')
     ORDER BY customer_key, is_main_account DESC, last_name LIMIT 200`,
  );
  const salesmen = db.prepare(
    `SELECT id, first_name || ' ' || last_name AS name FROM users WHERE role = 'Vertegenwoordiger' AND is_deleted = 0
     AND (first_name || ' ' || last_name) LIKE ? ESCAPE '\\' ORDER BY last_name, first_name LIMIT 20`,
  );
  const usersOf = db.prepare('SELECT * FROM users WHERE customer_key = ? AND is_deleted = 0 ORDER BY is_main_account DESC, last_name, first_name');
  const insertEmployee = db.prepare(
    `INSERT INTO users (id, user_name, email, password_hash, first_name, last_name, function, phone, role, sales_taker_code, customer_key, photo,
      is_blocked, is_main_account, email_confirmed, confirm_code, registered) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, 0, 0, 1, NULL, 1)`,
  );
  const insertCustomerUser = db.prepare(
    `INSERT INTO users (id, user_name, email, password_hash, first_name, last_name, function, phone, role, sales_taker_code, customer_key, photo,
      is_blocked, is_main_account, email_confirmed, confirm_code, confirm_expires, registered) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, NULL, 0, 0, 0, ?, ?, 0)`,
  );
  const setBlocked = db.prepare('UPDATE users SET is_blocked = ? WHERE id = ?');
  // frees the e-mail address and user name for a new account
  const remove = db.prepare("UPDATE users SET is_deleted = 1, email = id || '@deleted.invalid', user_name = id || '@deleted' WHERE id = ?");
  const updateProfile = db.prepare(
    'UPDATE users SET first_name = ?, last_name = ?, function = ?, phone = ?, email = ?, sales_taker_code = COALESCE(?, sales_taker_code) WHERE id = ?',
  );
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const confirmEmail = db.prepare('UPDATE users SET email_confirmed = 1 WHERE id = ?');
  const register = db.prepare('UPDATE users SET first_name = ?, last_name = ?, function = ?, phone = ?, password_hash = ?, registered = 1 WHERE id = ? AND registered = 0');
  const endResetCodes = db.prepare("UPDATE outbox SET consumed = 1 WHERE kind = 'reset-password' AND user_id = ? AND consumed = 0");
  const resetMail = db.prepare("SELECT id, created FROM outbox WHERE kind = 'reset-password' AND user_id = ? AND code = ? AND consumed = 0");
  const consumeMail = db.prepare('UPDATE outbox SET consumed = 1 WHERE id = ?');
  const setWatching = db.prepare('UPDATE users SET customer_is_watching = ? WHERE id = ?');

  /** a reset-password mail: the link with which the user chooses a password */
  const mailResetCode = (to: string, userId: string) => {
    const code = newCode();
    sendMail(db, { to, kind: 'reset-password', userId, code, body: `/resetpassword?userId=${userId}&code=${code}` });
  };

  return {
    /** admins and salesmen */
    employees: () => employees.all() as UserRow[],
    /** users of customers by customer key and keyword (name, e-mail, user name), at most 200 */
    search: (customerKey: string | null, keyword: string | null) => search.all({ key: customerKey, kw: keyword ? likeTerm(keyword) : null }) as UserRow[],
    /** salesmen by name, at most 20 */
    salesmen: (term: string) => salesmen.all(likeTerm(term)) as { id: string; name: string }[],
    /** the users of a customer, main account first */
    usersOf: (customerKey: string) => usersOf.all(customerKey) as UserRow[],
    /** a new admin or salesman, active at once with `passwordHash` (a random one); the invite is a reset-password mail. Answers the id. */
    addEmployee: (e: AddEmployee, passwordHash: string, salesTakerCode: string | null): string => {
      const id = randomUUID();
      db.transaction(() => {
        insertEmployee.run(id, e.Email, e.Email, passwordHash, e.FirstName, e.LastName, e.Function, e.PhoneNumber, e.Role, salesTakerCode);
        mailResetCode(e.Email, id);
      })();
      return id;
    },
    /** a new user of a customer, to confirm the e-mail and complete the registration (confirm-email mail, code valid CONFIRM_CODE_TTL_MS). Answers the id. */
    addCustomerUser: (customerKey: string, u: AddUser, passwordHash: string): string => {
      const id = randomUUID();
      const code = newCode();
      insertCustomerUser.run(id, u.Email, u.Email, passwordHash, u.FirstName, u.LastName, u.Function, u.PhoneNumber, u.Role, customerKey, code, new Date(Date.now() + CONFIRM_CODE_TTL_MS).toISOString());
      sendMail(db, { to: u.Email, kind: 'confirm-email', userId: id, code, body: `/register?userId=${id}&code=${code}` });
      return id;
    },
    setBlocked: (id: string, blocked: boolean) => {
      setBlocked.run(blocked ? 1 : 0, id);
    },
    /** removes a user (kept, marked deleted, its e-mail and user name freed) */
    remove: (id: string) => {
      remove.run(id);
    },
    /** the profile fields; the sales-taker code only when given (null keeps it) */
    updateProfile: (id: string, p: Pick<AccountUpdate, 'FirstName' | 'LastName' | 'Function' | 'PhoneNumber'>, email: string, salesTakerCode: string | null) => {
      updateProfile.run(p.FirstName, p.LastName, p.Function, p.PhoneNumber, email, salesTakerCode, id);
    },
    setPasswordHash: (id: string, hash: string) => {
      setPassword.run(hash, id);
    },
    confirmEmail: (id: string) => {
      confirmEmail.run(id);
    },
    /** completes a registration once; false when it was completed before */
    completeRegistration: (id: string, r: { firstName: string; lastName: string; function: number; phoneNumber: string }, passwordHash: string): boolean =>
      register.run(r.firstName, r.lastName, r.function, r.phoneNumber, passwordHash, id).changes > 0,
    /** a new reset code for the user by mail; it ends the user's earlier ones */
    newResetCode: (user: UserRow) =>
      db.transaction(() => {
        endResetCodes.run(user.id);
        mailResetCode(user.email, user.id);
      })(),
    /** the unused reset mail of the user with this code */
    resetMail: (userId: string, code: string) => resetMail.get(userId, code) as { id: number; created: string } | undefined,
    /** sets the password and uses up the reset mail */
    resetPassword: (userId: string, hash: string, mailId: number) =>
      db.transaction(() => {
        setPassword.run(hash, userId);
        consumeMail.run(mailId);
      })(),
    setCustomerIsWatching: (id: string, on: boolean) => {
      setWatching.run(on ? 1 : 0, id);
    },
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;
