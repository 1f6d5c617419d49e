import EpoxyLua
print("epoxy")
