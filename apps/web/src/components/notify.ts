/** The kit's `notify` on its own, for lazy `import()` from light client parts. */
export { notify } from '@tilawat/ui';
