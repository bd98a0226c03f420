import { adminApi } from '../../../app/api';

/** The tags of the employees feature: the employee list and one employee. */
export const employeesApi = adminApi.enhanceEndpoints({ addTagTypes: ['Employees', 'Employee'] });
