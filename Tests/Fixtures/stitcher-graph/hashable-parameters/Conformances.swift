extension Token: Hashable {}
