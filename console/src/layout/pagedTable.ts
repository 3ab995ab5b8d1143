/** A list's antd Table props over a page read with `useCall`: its rows, loading, empty text, the page kept in the address. */
export const PAGE_SIZE = 10

export function pagedTableProps<T>(list: { isLoading: boolean; data?: { data: T[]; total: number } }, page: string | undefined, onPage: (page: number) => void, emptyText: string) {
  return {
    rowKey: 'id',
    loading: list.isLoading,
    dataSource: list.data?.data ?? [],
    locale: { emptyText },
    pagination: { current: Number(page ?? 1), pageSize: PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false, onChange: onPage }
  }
}
