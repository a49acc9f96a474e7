import * as v from 'valibot';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../constants';
import { ALL_ROLES, AVAILABILITY_STATUSES, EMPLOYEE_ROLES } from '../enums';
import { dateOnly, isoDateOrTimestamp } from './common';

export const AUTH_MSG = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid credentials',
  currentRequired: 'Current password is required',
  currentIncorrect: 'Current password is incorrect',
  newMin: 'New password must be at least 6 characters',
  confirmRequired: 'Please confirm your new password',
  newMismatch: "New passwords don't match",
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 50 characters',
  usernameTaken: 'Username already exists',
  passwordMin: 'Password must be at least 6 characters',
  passwordsMismatch: "Passwords don't match",
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email address',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
} as const;

export const loginSchema = v.object({
  username: v.pipe(
    v.string(AUTH_MSG.usernameRequired),
    v.trim(),
    v.nonEmpty(AUTH_MSG.usernameRequired),
    v.maxLength(200),
  ),
  password: v.pipe(v.string(AUTH_MSG.passwordRequired), v.nonEmpty(AUTH_MSG.passwordRequired), v.maxLength(1000)),
});

const password = (message: string) => v.pipe(v.string(message), v.minLength(PASSWORD_MIN, message), v.maxLength(1000));

/** Server body of POST /api/auth/change-password. */
export const changePasswordSchema = v.object({
  currentPassword: v.pipe(v.string(AUTH_MSG.currentRequired), v.nonEmpty(AUTH_MSG.currentRequired), v.maxLength(1000)),
  newPassword: password(AUTH_MSG.newMin),
});

/** The change-password form adds a confirmation (a mismatch is shown on the confirm field). */
export const changePasswordFormSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.nonEmpty(AUTH_MSG.currentRequired)),
    newPassword: password(AUTH_MSG.newMin),
    confirmPassword: v.pipe(v.string(), v.nonEmpty(AUTH_MSG.confirmRequired)),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (i) => i.newPassword === i.confirmPassword,
      AUTH_MSG.newMismatch,
    ),
    ['confirmPassword'],
  ),
);

export const employeeCreateSchema = v.object({
  username: v.pipe(
    v.string(AUTH_MSG.usernameMin),
    v.trim(),
    v.minLength(USERNAME_MIN, AUTH_MSG.usernameMin),
    v.maxLength(USERNAME_MAX, AUTH_MSG.usernameMax),
  ),
  password: password(AUTH_MSG.passwordMin),
  role: v.optional(v.picklist(EMPLOYEE_ROLES, 'Role must be manager, customer_service or crew'), 'crew'),
  /** Optional at creation; blank is stored as none. */
  name: v.nullish(v.pipe(v.string('Name must be text'), v.trim(), v.maxLength(200, 'Name is too long'))),
  email: v.nullish(
    v.pipe(
      v.string(AUTH_MSG.emailInvalid),
      v.trim(),
      v.maxLength(200, AUTH_MSG.emailInvalid),
      v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), AUTH_MSG.emailInvalid),
    ),
  ),
  phone: v.nullish(v.pipe(v.string('Phone must be text'), v.trim(), v.maxLength(40, 'Phone is too long'))),
});

const nullableEmail = v.nullish(
  v.pipe(
    v.string(AUTH_MSG.emailInvalid),
    v.trim(),
    v.maxLength(200, AUTH_MSG.emailInvalid),
    v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), AUTH_MSG.emailInvalid),
  ),
);

/** PATCH /api/admin/employees/{id}: full edit, only isActive, or only availabilityStatus. */
export const employeePatchSchema = v.object({
  name: v.optional(
    v.pipe(v.string(AUTH_MSG.nameRequired), v.trim(), v.nonEmpty(AUTH_MSG.nameRequired), v.maxLength(200)),
  ),
  email: nullableEmail,
  phone: v.nullish(v.pipe(v.string('Phone must be text'), v.trim(), v.maxLength(40))),
  hireDate: v.nullish(isoDateOrTimestamp),
  role: v.optional(v.picklist(ALL_ROLES, 'Role must be manager, customer_service or crew')),
  isActive: v.optional(v.boolean('isActive must be true or false')),
  availabilityStatus: v.optional(
    v.picklist(AVAILABILITY_STATUSES, 'Availability must be available, on_job, unavailable or off_shift'),
  ),
});

export const resetPasswordSchema = v.object({ newPassword: password(AUTH_MSG.passwordMin) });

export const resetPasswordFormSchema = v.pipe(
  v.object({ newPassword: password(AUTH_MSG.passwordMin), confirmPassword: password(AUTH_MSG.passwordMin) }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (i) => i.newPassword === i.confirmPassword,
      AUTH_MSG.passwordsMismatch,
    ),
    ['confirmPassword'],
  ),
);

/** The employee edit form: empty e-mail and phone are sent as null. */
export const employeeEditFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(AUTH_MSG.nameRequired)),
  email: nullableEmail,
  phone: v.nullish(v.string()),
  hireDate: v.nullish(v.union([v.literal(''), dateOnly('Hire date must be a date')])),
  role: v.picklist(ALL_ROLES),
  isActive: v.boolean(),
});
