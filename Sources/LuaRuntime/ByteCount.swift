/// Human-readable byte counts for limit messages: "512 MiB", "64 KiB", "1000 bytes".
enum ByteCount {
    static func describe(_ bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        if bytes >= mebibyte && bytes % mebibyte == 0 { return "\(bytes / mebibyte) MiB" }
        if bytes >= 1024 && bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return "\(bytes) bytes"
    }
}
