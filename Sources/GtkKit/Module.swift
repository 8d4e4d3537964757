// Placeholder until this module lands; see the issue list.
