import { z } from 'zod';
import { RoleSchema, defineOperations } from './common';

/** User function codes 0-4 (spec section 3). */
export const USER_FUNCTIONS = [0, 1, 2, 3, 4] as const;

export const UserSchema = z.object({
  Id: z.string(),
  FirstName: z.string().min(1).max(100),
  LastName: z.string().min(1).max(100),
  /** 0 purchase, 1 marketing, 2 director, 3 shop assistant, 4 accountancy */
  Function: z.number().int().min(0).max(4),
  PhoneNumber: z.string().max(30),
  Email: z.email().max(256),
  Role: RoleSchema,
  SalesTakerCode: z.string().max(20).nullable(),
  CustomerId: z.string().nullable(),
  Photo: z.string().nullable(),
  IsBlocked: z.boolean(),
  IsMainAccount: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** PUT Account: the fields a user edits about themselves. */
export const AccountUpdateSchema = UserSchema.pick({
  FirstName: true,
  LastName: true,
  Function: true,
  PhoneNumber: true,
  Email: true,
}).extend({
  SalesTakerCode: z.string().max(20).nullable().optional(),
  /** another user of the company (editUser); absent or the own id: the signed-in user */
  Id: z.string().max(64).optional(),
});
export type AccountUpdate = z.infer<typeof AccountUpdateSchema>;

/** Minimum password length (spec sections 5 and 9). */
export const PASSWORD_MIN_LENGTH = 6;

export const ChangePasswordSchema = z
  .object({
    OldPassword: z.string().min(1),
    NewPassword: z.string().min(PASSWORD_MIN_LENGTH),
    ConfirmPassword: z.string().min(1),
  })
  .refine((v) => v.NewPassword === v.ConfirmPassword, {
    path: ['ConfirmPassword'],
    message: 'Entered passwords do not match!',
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** POST Account/Register?userId&code (RegisterQuerySchema): completion of a registration. */
export const RegisterSchema = z
  .object({
    firstName: z.string().min(1).max(100),
    lastName: z.string().min(1).max(100),
    function: z.number().int().min(0).max(4),
    phoneNumber: z.string().min(1).max(30),
    password: z.string().min(PASSWORD_MIN_LENGTH),
    confirmPassword: z.string().min(1),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Entered passwords do not match!',
  });
export type Register = z.infer<typeof RegisterSchema>;

/** GET Account/ConfirmEmail?userId&code: the user id and the confirmation code of the invitation e-mail */
export const ConfirmEmailQuerySchema = z.object({ userId: z.string().min(1).max(100), code: z.string().min(1).max(200) });

/**
 * POST Account/Register?userId&code (issue 15, security point 3; an API change: the code is new). The
 * registration carries the same confirmation code as ConfirmEmail, so the two calls are bound: knowing a
 * user id alone registers nothing. The code is single-use (a completed registration is refused with 400
 * 'The account is already activated.') and expires with the invitation (7 days; 400 'Invalid token.').
 */
export const RegisterQuerySchema = ConfirmEmailQuerySchema;
export type RegisterQuery = z.infer<typeof RegisterQuerySchema>;

/** GET Account/ConfirmEmail?userId&code */
export const ConfirmEmailResponseSchema = z.object({ Actived: z.boolean() });
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponseSchema>;

export const ForgotPasswordSchema = z.object({ Email: z.email() });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  UserId: z.string().min(1),
  Password: z.string().min(PASSWORD_MIN_LENGTH),
  Code: z.string().min(1),
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** POST account/remove */
export const RemoveUserSchema = z.object({ Email: z.email() });

/** GET account/salesmanAutocomplete?search */
export const SalesmanHitSchema = z.object({ Id: z.string(), Name: z.string() });
export type SalesmanHit = z.infer<typeof SalesmanHitSchema>;

/** POST customer/{id}/user: a new user of a customer (ModelState prefix `addUserModel.`); answers the new id. */
export const AddUserSchema = UserSchema.pick({
  FirstName: true,
  LastName: true,
  Function: true,
  PhoneNumber: true,
  Email: true,
}).extend({ Role: z.enum(['Klant', 'PersoneelKlant', 'MarketingKlant']) });
export type AddUser = z.infer<typeof AddUserSchema>;

/** POST customer/{id}/user/{uid}/block */
export const BlockUserSchema = z.object({ IsBlocked: z.boolean() });
export type BlockUser = z.infer<typeof BlockUserSchema>;

/** POST Account/employees (admin): a new admin or salesman without customer (ModelState prefix `addUserModel.`) */
export const AddEmployeeSchema = UserSchema.pick({ FirstName: true, LastName: true, Function: true, PhoneNumber: true, Email: true }).extend({
  FirstName: z.string().trim().min(1, 'The first name is required.').max(100),
  LastName: z.string().trim().min(1, 'The last name is required.').max(100),
  Role: z.enum(['Admin', 'Vertegenwoordiger'], 'The role must be Admin or Vertegenwoordiger.'),
  SalesTakerCode: z.string().max(20).nullable().optional(),
});
export type AddEmployee = z.infer<typeof AddEmployeeSchema>;

/** GET Account/search?customerKey&keyword: users of customers (staff) */
export const UserSearchQuerySchema = z.object({ customerKey: z.string().max(50).optional(), keyword: z.string().max(200).optional() });
/** GET account/salesmanAutocomplete?search */
export const SalesmanAutocompleteQuerySchema = z.object({ search: z.string().max(200).optional().default('') });
/** a user of a path: its GUID */
export const UserIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** a new user's id (GUID) as a JSON string */
export const NewUserIdSchema = z.string();

export const accountOperations = defineOperations({
  listEmployees: { summary: 'Admins and salesmen (admin)', response: z.array(UserSchema) },
  createEmployee: {
    summary: 'Add an admin or salesman (admin); answers the new id',
    description: 'Active at once; the invite is a reset-password mail. ModelState keys carry the `addUserModel.` prefix.',
    body: AddEmployeeSchema,
    response: NewUserIdSchema,
  },
  blockUser: { summary: 'Block or unblock a user (admin)', params: UserIdParamsSchema, body: BlockUserSchema },
  searchUsers: { summary: 'Users of customers by customer key and keyword (admin, salesman)', query: UserSearchQuerySchema, response: z.array(UserSchema) },
  salesmanAutocomplete: { summary: 'Salesmen by name', query: SalesmanAutocompleteQuerySchema, response: z.array(SalesmanHitSchema) },
  removeUser: { summary: 'Remove a user by e-mail (not yourself, not a main account)', body: RemoveUserSchema },
  getAccount: { summary: 'The signed-in user', response: UserSchema },
  getUser: { summary: 'A user by id (own company; admin and salesman any)', params: UserIdParamsSchema, response: UserSchema },
  updateAccount: {
    summary: 'Edit the own profile, or with Id another user of the company (Klant, admin)',
    body: AccountUpdateSchema,
    response: UserSchema,
  },
  changePassword: { summary: 'Change the own password', body: ChangePasswordSchema },
  confirmEmail: { summary: 'Confirm the e-mail of a registration (Actived: already completed)', query: ConfirmEmailQuerySchema, response: ConfirmEmailResponseSchema },
  register: { summary: 'Complete a registration', query: RegisterQuerySchema, body: RegisterSchema },
  forgotPassword: { summary: 'Send a reset-password mail (same answer for unknown addresses)', body: ForgotPasswordSchema },
  resetPassword: { summary: 'Set a new password with the mailed code', body: ResetPasswordSchema },
});
