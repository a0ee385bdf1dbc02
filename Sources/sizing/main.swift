print("sizing")
