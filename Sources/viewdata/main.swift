import TextRendering
print("placeholder")
