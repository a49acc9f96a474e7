import type { Customer } from '@bin-valet/schema';
import { useQueryClient } from '@tanstack/react-query';

/**
 * A write that answers the saved customer: its page shows the answer at once, and the customer lists
 * (dashboard, Customer Management) ask again when next shown.
 */
export function useCustomerSaved() {
  const queryClient = useQueryClient();
  return (customer: Customer) => {
    queryClient.setQueryData(['api', 'signups', customer.id], customer);
    void queryClient.invalidateQueries({ queryKey: ['api', 'signups'], exact: true });
  };
}
