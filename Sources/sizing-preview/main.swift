print("sizing-preview: not built yet")
