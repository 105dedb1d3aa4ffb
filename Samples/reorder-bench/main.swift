print("reorder-bench: not built yet")
