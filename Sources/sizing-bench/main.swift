print("sizing-bench: not built yet")
