// Placeholder: filled by the component's own work.
export {};
