import { useSearch } from 'wouter';

/** What the internal-transfer pages have chosen so far, from the page's query. */
export interface TransferChoice {
  token: string | null;
  amount: string | null;
  recipient: string | null;
}

export function useTransferChoice(): TransferChoice {
  const search = new URLSearchParams(useSearch());
  return {
    token: search.get('token')?.toUpperCase() || null,
    amount: search.get('amount') || null,
    recipient: search.get('recipient') || null,
  };
}
