// ContractAlert has no styles of its own: it is a ConfirmDialog with contract wording.
export {};
