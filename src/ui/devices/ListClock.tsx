import { createContext, useContext } from 'react';

/** One clock for all rows, so relative times tick together without one timer per row. */
export const ListClock = createContext<number>(0);
export const useListNow = (): number => useContext(ListClock);
