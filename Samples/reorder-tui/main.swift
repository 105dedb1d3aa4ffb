print("reorder-tui: not built yet")
