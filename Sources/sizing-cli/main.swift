print("sizing-cli")
