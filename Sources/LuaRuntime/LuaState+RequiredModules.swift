extension LuaState {
    /// Forgets the modules `require` loaded from files (``requiredFiles``), so the next `require`
    /// of each reads its file again: for reloading a script after it or its modules were edited.
    public func forgetRequiredModules() throws {
        let loaded = try registryTable("_LOADED")
        for module in requiredFiles {
            try set(.string(module.name), .nil, in: loaded)
        }
        requiredFiles = []
    }
}
